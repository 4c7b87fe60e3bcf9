import type { Locale } from '@rabt/ui';
import en from './en.json';
import ar from './ar.json';
import analyticsEn from '../analytics/messages.en.json';
import analyticsAr from '../analytics/messages.ar.json';

type Catalogue = Record<Locale, Record<string, string>>;

/**
 * Feature catalogues: a feature keeps its strings beside its screens
 * (`src/<feature>/messages.{en,ar}.json`, ids prefixed `screens.<feature>.`) and adds one entry here,
 * so features built side by side do not edit the same lines of one large file.
 */
const features: Catalogue[] = [{ en: analyticsEn, ar: analyticsAr }];

/** Every screen's strings, by locale. The app merges these with its own. */
export const screenMessages: Catalogue = {
  en: Object.assign({}, en, ...features.map((feature) => feature.en)),
  ar: Object.assign({}, ar, ...features.map((feature) => feature.ar)),
};
