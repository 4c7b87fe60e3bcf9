import type { ReactNode } from 'react';
import { I18nProvider } from '@rabt/ui';
import { ensureMessages, useMessages } from '../../i18n/catalogues.ts';
import { startLocale, useLocale } from '../../i18n/locale.ts';
import type { Plugin } from '../runner.ts';

const NONE = {};

function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMessages(locale);
  return (
    <I18nProvider locale={locale} messages={messages ?? NONE}>
      {children}
    </I18nProvider>
  );
}

/**
 * The stored language (or en) on <html>, its core strings fetched before the first render, and
 * ui's I18nProvider around the app. Pages that need more fetch it with their chunk (routes/pages.tsx).
 */
export const i18nPlugin: Plugin = {
  name: 'i18n',
  async setup(context) {
    const locale = startLocale();
    context.wrappers.push((children) => <LocaleProvider>{children}</LocaleProvider>);
    // One retry: a catalogue that fails twice leaves ids on screen rather than no app at all.
    await ensureMessages(locale).catch(() => ensureMessages(locale));
  },
};
