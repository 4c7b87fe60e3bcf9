import { DEFAULT_API_BASE } from '@rabt/contract';

/**
 * Build-time configuration (Vite `import.meta.env`). Read once here so the rest of the app
 * never touches `import.meta.env` and tests can see the defaults in one place.
 */
const env = import.meta.env;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const config = {
  /** API base; the server engineer serves the same contract under `/api`. */
  apiBase: nonEmpty(env.VITE_API_BASE) ?? DEFAULT_API_BASE,
  /** External company pages linked from the Offline screen's footer. */
  privacyUrl: nonEmpty(env.VITE_PRIVACY_URL) ?? 'https://rabt.app/privacy',
  termsUrl: nonEmpty(env.VITE_TERMS_URL) ?? 'https://rabt.app/terms',
  /** Card payments are only wired when a Stripe publishable key is configured. */
  stripePublishableKey: nonEmpty(env.VITE_STRIPE_PUBLISHABLE_KEY),
  /** `npm run dev:mock`: MSW answers every API call in the browser. */
  useMocks: env.VITE_MSW === 'true',
  isDev: Boolean(env.DEV),
} as const;

/** Spec §7/§9: every call times out after 20 000 ms. */
export const API_TIMEOUT_MS = 20_000;
