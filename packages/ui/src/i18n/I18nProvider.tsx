import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from './en.json';
import ar from './ar.json';

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';
export const DEFAULT_LOCALE: Locale = 'en';

export const directionOf = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The ui kit's own strings. Screens and the app pass theirs in `messages`. */
export const uiMessages: Record<Locale, Record<string, string>> = { en, ar };
export type UiMessageId = keyof typeof en;

interface I18nValue {
  intl: IntlShape<string>;
  locale: Locale;
  dir: Direction;
}

const cache = createIntlCache();

function makeIntl(locale: Locale, messages: Record<string, string>): IntlShape<string> {
  return createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      // English first, so a key missing in Arabic still shows words rather than an id.
      messages: { ...uiMessages.en, ...uiMessages[locale], ...messages },
      onError: (error) => {
        if (error.code === 'MISSING_TRANSLATION') return;
        console.error(error);
      },
    },
    cache,
  );
}

const I18nContext = createContext<I18nValue>({ intl: makeIntl('en', {}), locale: 'en', dir: 'ltr' });

export interface I18nProviderProps {
  locale: Locale;
  /** Messages for this locale, merged over the ui kit's own. */
  messages?: Record<string, string>;
  children: ReactNode;
}

/** Provides the locale, its direction and an `@formatjs/intl` instance to everything below. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  const value = useMemo(() => ({ intl: makeIntl(locale, messages ?? {}), locale, dir: directionOf(locale) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18nValue => useContext(I18nContext);
export const useIntl = (): IntlShape<string> => useContext(I18nContext).intl;
export const useDirection = (): Direction => useContext(I18nContext).dir;

/** `t('ui.dialog.close')`: formats a message by id with optional ICU values. */
export function useT() {
  const { intl } = useContext(I18nContext);
  return (id: string, values?: Record<string, string | number | Date>) => intl.formatMessage({ id }, values) as string;
}
