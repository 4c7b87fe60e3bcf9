import { createContext, useContext, type ReactNode } from 'react';

/** A React wrapper a plugin adds around the app (outermost first, in plugin order). */
export type Wrapper = (children: ReactNode) => ReactNode;

/** Things plugins make available to pages (all optional: a skipped plugin leaves a gap, not a crash). */
export interface AppServices {
  /** Stripe.js, loaded on first call; absent without a publishable key. */
  loadStripe?: () => Promise<import('@stripe/stripe-js').Stripe | null>;
  copyText?: (text: string) => Promise<boolean>;
  weekStartsOn?: (locale: string) => number;
  chartNumber?: (locale: string) => Intl.NumberFormat;
  fieldErrors?: (details: unknown) => Record<string, string>;
}

export interface ProductInfo {
  name: string;
  privacyUrl: string;
  termsUrl: string;
  /** First year of the copyright line (spec §2: 2020 to the current year). */
  copyrightFrom: number;
}

export interface AppContext {
  wrappers: Wrapper[];
  services: AppServices;
  product: ProductInfo | null;
  /** Runs on unmount / HMR: listeners plugins added. */
  cleanups: Array<() => void>;
}

export function createAppContext(): AppContext {
  return { wrappers: [], services: {}, product: null, cleanups: [] };
}

const ServicesContext = createContext<AppServices>({});
export const ServicesProvider = ServicesContext.Provider;
export const useServices = (): AppServices => useContext(ServicesContext);

const ProductContext = createContext<ProductInfo | null>(null);
export const ProductProvider = ProductContext.Provider;
export const useProduct = (): ProductInfo | null => useContext(ProductContext);
