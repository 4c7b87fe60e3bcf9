import type { Locale } from '@rabt/ui';
import { coreCatalogues, featureCatalogues, loadCatalogues, type Messages } from './index.ts';

const every = [...coreCatalogues, ...featureCatalogues];

/**
 * Every screen's strings in both languages, ready at import (a top-level await over the same
 * lists the app loads lazily), for stories and tests. The app itself does not import this: it
 * fetches one language's catalogues when needed.
 */
export const screenMessages: Record<Locale, Messages> = {
  en: await loadCatalogues(every, 'en'),
  ar: await loadCatalogues(every, 'ar'),
};
