import { createHeadManager, setHeadManager } from '../../head/headManager.ts';
import { offlineStore } from '../../stores/offline.ts';
import { sessionStore } from '../../stores/session.ts';
import type { Plugin } from '../runner.ts';

/** First: the state stores, read from storage, before anything reads them. */
export const stateStore: Plugin = {
  name: 'state-store',
  setup() {
    sessionStore.getState().hydrate();
    offlineStore.getState().setOffline(false);
  },
};

/** Second: the head manager, so the first page's title goes through it. */
export const headManagerStep: Plugin = {
  name: 'head-manager',
  setup() {
    setHeadManager(createHeadManager(document));
  },
};
