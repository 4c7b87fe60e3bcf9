import type { ReactNode } from 'react';
import { I18nProvider } from '@rabt/ui';
import { ensureMessages, useMessages, type Tier } from '../../i18n/catalogues.ts';
import { startLocale, useLocale } from '../../i18n/locale.ts';
import { CORE_STRINGS_ONLY } from '../../routes/loaders.ts';
import { resolveRoute } from '../../routes/resolve.ts';
import { STORAGE_KEYS, storage } from '../../stores/storage.ts';
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
 * The strings the first screen waits for: every feature's when someone signed in opens a product
 * page (its page and the shell wait for them anyway, and the first script has already asked for
 * them), else the core tier. Loading both before the first render merges the catalogues and
 * creates the intl instance once, instead of once for the core strings and again, with a
 * re-render of everything below the provider, when the page's arrive (decision 054, addendum).
 */
export function firstTier(pathname: string, signedIn: boolean): Tier {
  const route = resolveRoute(pathname)?.route;
  if (!route || !signedIn || route.access !== 'login') return 'core';
  return CORE_STRINGS_ONLY.has(route.redirectTo ?? route.name) ? 'core' : 'all';
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
    const tier = firstTier(location.pathname, storage.get(STORAGE_KEYS.token) !== null);
    await ensureMessages(locale, tier).catch(() => ensureMessages(locale, tier));
  },
};
