import type { Locale } from '@rabt/ui';

export type Messages = Record<string, string>;
type Load = () => Promise<{ default: Messages }>;

/** One catalogue's two languages. Each is a dynamic import: the app fetches only the language it shows. */
export interface CatalogueLoaders {
  en: Load;
  ar: Load;
}

/**
 * Strings the first screen may need before any feature is opened: the sign-in and onboarding
 * screens, shared words, validation, offline and not-found (issue 16 item 20: /login fetches these
 * and nothing else).
 */
export const coreCatalogues: readonly CatalogueLoaders[] = [
  { en: () => import('./en.json'), ar: () => import('./ar.json') },
  { en: () => import('../system/messages.en.json'), ar: () => import('../system/messages.ar.json') },
];

/**
 * Feature catalogues: a feature keeps its strings beside its screens
 * (`src/<feature>/messages.{en,ar}.json`, ids prefixed `screens.<feature>.`) and adds one line here,
 * so features built side by side do not edit the same lines. The app loads them before any page
 * other than the sign-in ones (packages/app/src/i18n/catalogues.ts).
 */
export const featureCatalogues: readonly CatalogueLoaders[] = [
  { en: () => import('../links/messages.en.json'), ar: () => import('../links/messages.ar.json') },
  { en: () => import('../settings/messages.en.json'), ar: () => import('../settings/messages.ar.json') },
  { en: () => import('../workspaces/messages.en.json'), ar: () => import('../workspaces/messages.ar.json') },
  { en: () => import('../billing/messages.en.json'), ar: () => import('../billing/messages.ar.json') },
  { en: () => import('../qrs/messages.en.json'), ar: () => import('../qrs/messages.ar.json') },
  { en: () => import('../cards/messages.en.json'), ar: () => import('../cards/messages.ar.json') },
  { en: () => import('../analytics/messages.en.json'), ar: () => import('../analytics/messages.ar.json') },
  { en: () => import('../upgrade/messages.en.json'), ar: () => import('../upgrade/messages.ar.json') },
];

/** One language of several catalogues, fetched in parallel and merged (later ones win). */
export async function loadCatalogues(catalogues: readonly CatalogueLoaders[], locale: Locale): Promise<Messages> {
  const modules = await Promise.all(catalogues.map((catalogue) => catalogue[locale]()));
  return Object.assign({}, ...modules.map((module) => module.default)) as Messages;
}
