import { uiMessages, type Locale } from '@rabt/ui';
import { loadCatalogues, screenMessages } from '@rabt/screens';
import { appCore, appFeatures } from './catalogues.ts';

/*
 * Every catalogue in both languages, ready at import (a top-level await over the lists the app
 * loads lazily, catalogues.ts), for tests and the completeness checks. The running app does not
 * import this module: it fetches one language, tier by tier.
 */

/** The app's own strings (titles, placeholders, shell, toasts), with each feature's. */
export const appMessages: Record<Locale, Record<string, string>> = {
  en: await loadCatalogues([...appCore, ...appFeatures], 'en'),
  ar: await loadCatalogues([...appCore, ...appFeatures], 'ar'),
};

/**
 * What the app passes to ui's I18nProvider: screens' strings under the app's. The provider
 * itself adds ui's own and English underneath, so a missing Arabic id shows English words.
 */
export function messagesFor(locale: Locale): Record<string, string> {
  return { ...screenMessages[locale], ...appMessages[locale] };
}

/** Every catalogue, ui + screens + app, for the completeness test. */
export function fullCatalogue(locale: Locale): Record<string, string> {
  return { ...uiMessages[locale], ...messagesFor(locale) };
}
