import type { Locale } from '@rabt/ui';
import en from './en.json';
import ar from './ar.json';
import linksEn from '../links/messages.en.json';
import linksAr from '../links/messages.ar.json';
import systemEn from '../system/messages.en.json';
import systemAr from '../system/messages.ar.json';
import { settingsMessages } from '../settings/messages.ts';
import { workspacesMessages } from '../workspaces/messages.ts';
import billingEn from '../billing/messages.en.json';
import billingAr from '../billing/messages.ar.json';
import qrsEn from '../qrs/messages.en.json';
import qrsAr from '../qrs/messages.ar.json';
import cardsEn from '../cards/messages.en.json';
import cardsAr from '../cards/messages.ar.json';
import analyticsEn from '../analytics/messages.en.json';
import analyticsAr from '../analytics/messages.ar.json';
import upgradeEn from '../upgrade/messages.en.json';
import upgradeAr from '../upgrade/messages.ar.json';

type Catalogue = Record<Locale, Record<string, string>>;

/**
 * Feature catalogues: a feature keeps its strings beside its screens
 * (`src/<feature>/messages.{en,ar}.json`, ids prefixed `screens.<feature>.`) and adds one entry here,
 * so features built side by side do not edit the same lines of one large file.
 */
const features: Catalogue[] = [
  { en: linksEn, ar: linksAr },
  { en: systemEn, ar: systemAr },
  settingsMessages,
  workspacesMessages,
  { en: billingEn, ar: billingAr },
  { en: qrsEn, ar: qrsAr },
  { en: cardsEn, ar: cardsAr },
  { en: analyticsEn, ar: analyticsAr },
  { en: upgradeEn, ar: upgradeAr },
];

/** Every screen's strings, by locale. The app merges these with its own. */
export const screenMessages: Catalogue = {
  en: Object.assign({}, en, ...features.map((feature) => feature.en)),
  ar: Object.assign({}, ar, ...features.map((feature) => feature.ar)),
};
