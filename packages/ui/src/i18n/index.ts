export {
  I18nProvider,
  useI18n,
  useIntl,
  useDirection,
  useT,
  directionOf,
  isLocale,
  locales,
  uiMessages,
  DEFAULT_LOCALE,
} from './I18nProvider.tsx';
export type { Locale, Direction, I18nProviderProps, UiMessageId } from './I18nProvider.tsx';
