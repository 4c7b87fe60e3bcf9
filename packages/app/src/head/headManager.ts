/**
 * The head manager (spec §9: page-head update delay 10 ms). Titles are set after a short delay
 * so a redirect chain (/ → /links → /login) ends with one title, not a flicker of three.
 */
export const HEAD_UPDATE_DELAY_MS = 10;

export interface HeadManager {
  /** Schedule `document.title`; a newer call within the delay replaces an older one. */
  setTitle(title: string): void;
  /** Cancel a pending update (tests, unmount). */
  cancel(): void;
}

export function createHeadManager(target: Pick<Document, 'title'> = document, delayMs = HEAD_UPDATE_DELAY_MS): HeadManager {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    setTitle(title) {
      clearTimeout(pending);
      pending = setTimeout(() => {
        target.title = title;
      }, delayMs);
    },
    cancel() {
      clearTimeout(pending);
    },
  };
}

/** The one head manager of the app, created by the start-up runner before any plugin. */
let current: HeadManager | null = null;
export const headManager = (): HeadManager => (current ??= createHeadManager());
export const setHeadManager = (manager: HeadManager): void => {
  current = manager;
};
