import { createStore, useStore } from 'zustand';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@rabt/ui';
import { STORAGE_KEYS, storage } from '../stores/storage.ts';
import { ensureMessages } from './catalogues.ts';

/** Spec §9: locales en and ar, default en. */
export const LOCALES: readonly Locale[] = ['en', 'ar'];
/**
 * Spec §9's fallback: en-US. Message fallback is English (ui's I18nProvider merges en under every
 * locale); en-US is the *formatting* fallback, used for numbers, dates and money when the runtime
 * has no data for the chosen locale (docs/decisions/022-app-startup-theme-i18n.md).
 */
export const FALLBACK_LOCALE = 'en-US';

/** The locale to format numbers and dates with: the chosen one when Intl supports it, else en-US. */
export function formattingLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

export function readLocale(): Locale {
  const stored = storage.get(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** `lang` and `dir` on <html>, so portals (toasts, dialogs) are mirrored too. */
export function applyLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}

export const localeStore = createStore<{ locale: Locale; setLocale(locale: Locale): void }>()((set) => ({
  locale: DEFAULT_LOCALE,
  setLocale(locale) {
    storage.set(STORAGE_KEYS.locale, locale);
    // Only one language's strings are downloaded (issue 16 item 20): fetch the other's, then
    // switch text, `lang` and `dir` together. If they cannot be fetched, the page stays as it is.
    ensureMessages(locale).then(
      () => {
        applyLocale(locale);
        set({ locale });
      },
      (error: unknown) => console.warn('[i18n] could not load the catalogues of', locale, error),
    );
  },
}));

/** i18n start-up: the stored choice (or en) onto the store and <html>. */
export function startLocale(): Locale {
  const locale = readLocale();
  applyLocale(locale);
  localeStore.setState({ locale });
  return locale;
}

export const useLocale = (): Locale => useStore(localeStore, (state) => state.locale);
