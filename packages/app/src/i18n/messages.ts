import { uiMessages, type Locale } from '@rabt/ui';
import { screenMessages } from '@rabt/screens';
import en from './en.json';
import ar from './ar.json';
import qrsEn from './qrs.en.json';
import qrsAr from './qrs.ar.json';
import cardsEn from './cards.en.json';
import cardsAr from './cards.ar.json';

/** The app's own strings (titles, placeholders, shell, toasts), with each feature's. */
export const appMessages: Record<Locale, Record<string, string>> = {
  en: { ...en, ...qrsEn, ...cardsEn },
  ar: { ...ar, ...qrsAr, ...cardsAr },
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
