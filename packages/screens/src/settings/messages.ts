import en from './messages.en.json';
import ar from './messages.ar.json';

/** The organisation settings screens' strings (ids `screens.settings.…`). */
export const settingsMessages = { en, ar };
