import type { ReactNode } from 'react';
import { I18nProvider } from '@rabt/ui';
import { startLocale, useLocale } from '../../i18n/locale.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { Plugin } from '../runner.ts';

function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <I18nProvider locale={locale} messages={messagesFor(locale)}>
      {children}
    </I18nProvider>
  );
}

/** The stored language (or en) on <html>, and ui's I18nProvider around the app. */
export const i18nPlugin: Plugin = {
  name: 'i18n',
  setup(context) {
    startLocale();
    context.wrappers.push((children) => <LocaleProvider>{children}</LocaleProvider>);
  },
};
