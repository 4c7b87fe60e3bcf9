import type { Locale } from '@rabt/ui';
import en from './en.json';
import ar from './ar.json';

/** Every screen's strings, by locale. The app merges these with its own. */
export const screenMessages: Record<Locale, Record<string, string>> = { en, ar };
