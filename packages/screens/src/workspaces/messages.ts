import en from './messages.en.json';
import ar from './messages.ar.json';

/** The workspaces screen's strings (ids `screens.workspaces.…`). */
export const workspacesMessages = { en, ar };
