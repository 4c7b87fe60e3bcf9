import { hrefFor } from '../routes/resolve.ts';
import { offlineStore } from '../stores/offline.ts';
import { sessionStore } from '../stores/session.ts';
import type { ErrorEffects } from './errors.ts';

/**
 * The live side effects of the error normaliser. Navigation is injected at start-up (the
 * router owns it); until then a plain history push is used so nothing is lost.
 */
let navigateImpl: (to: string) => void = (to) => globalThis.history?.pushState(null, '', to);

/** Called once by the session-check plugin with the router's navigate. */
export function setNavigate(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

const currentPath = () => (globalThis.location ? `${location.pathname}${location.search}` : '/');

export const errorEffects: ErrorEffects = {
  setOffline: (offline) => offlineStore.getState().setOffline(offline),
  logout: () => sessionStore.getState().logout(),
  navigate: (to) => {
    // The same error can arrive from several requests at once: navigate once.
    if (currentPath() !== to) navigateImpl(to);
  },
  currentPath,
  hrefs: {
    login: (redirect) => hrefFor('login', {}, redirect ? { redirect } : undefined),
    get verify() {
      return hrefFor('onboard-verify');
    },
    get subscribe() {
      return hrefFor('onboard-subscribe');
    },
  },
};

/** Any response clears the offline flag (spec §4). */
export function reportResponse(): void {
  offlineStore.getState().setOffline(false);
}
