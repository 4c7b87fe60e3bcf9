import { createStore, useStore } from 'zustand';
import type { Locale } from '@rabt/ui';
import { coreCatalogues, featureCatalogues, loadCatalogues, type CatalogueLoaders, type Messages } from '@rabt/screens';

/**
 * Issue 16 item 20: the app fetches one language's strings, and only the tier a screen needs.
 * `core` (sign-in, onboarding, shared words, titles, offline, not found) comes before the first
 * render; `all` (every feature's screens) before any page other than the sign-in ones. Switching
 * language fetches that language's tiers first, then switches (locale.ts).
 */
export type Tier = 'core' | 'all';

/** The app's own catalogues (`app.*`): titles, shell, toasts. */
export const appCore: readonly CatalogueLoaders[] = [{ en: () => import('./en.json'), ar: () => import('./ar.json') }];

/** The app's feature catalogues (`<feature>.{en,ar}.json` here): one line each. */
export const appFeatures: readonly CatalogueLoaders[] = [
  { en: () => import('./qrs.en.json'), ar: () => import('./qrs.ar.json') },
  { en: () => import('./cards.en.json'), ar: () => import('./cards.ar.json') },
];

/** Screens' strings under the app's, per tier (ui's own are added by ui's I18nProvider). */
export const tiers: Record<Tier, readonly CatalogueLoaders[]> = {
  core: [...coreCatalogues, ...appCore],
  all: [...featureCatalogues, ...appFeatures],
};

const messagesStore = createStore<Partial<Record<Locale, Messages>>>()(() => ({}));
const loaded = new Map<string, Promise<Messages>>();
/** Once a page has needed every feature's strings, a language switch fetches them too. */
let wantAll = false;

function loadTier(locale: Locale, tier: Tier): Promise<Messages> {
  const key = `${locale}:${tier}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loadCatalogues(tiers[tier], locale);
    // A failed fetch (offline, a deploy in between) is retried on the next call, not cached.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Resolves once `locale`'s strings for `tier` (and the `all` tier if any page has needed it) are
 * in the store. Idempotent and cached; rejects when a catalogue cannot be fetched.
 */
export async function ensureMessages(locale: Locale, tier: Tier = 'core'): Promise<void> {
  if (tier === 'all') wantAll = true;
  const [core, all] = await Promise.all([loadTier(locale, 'core'), wantAll ? loadTier(locale, 'all') : undefined]);
  const current = messagesStore.getState()[locale];
  const next = all ? { ...core, ...all } : core;
  // Same tiers as before: keep the object, so the intl instance (memoised on it) is kept too.
  if (current && Object.keys(current).length === Object.keys(next).length) return;
  messagesStore.setState({ [locale]: next });
}

/** The loaded strings of `locale` (undefined until `ensureMessages` has resolved once). */
export const useMessages = (locale: Locale): Messages | undefined => useStore(messagesStore, (state) => state[locale]);
