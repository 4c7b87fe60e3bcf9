// Story-only helpers: stand-ins for the app's language switch and theme toggle, and a fixed "now".
import { Button, Languages, Moon } from '@rabt/ui';
import { LegalFooter } from './LegalFooter.tsx';

/** Fixed so copyright lines and relative dates do not change between runs. */
export const STORY_NOW = new Date('2026-03-15T10:00:00.000Z');
export const PRIVACY_URL = 'https://rabt.example/legal/privacy';
export const TERMS_URL = 'https://rabt.example/legal/terms';

export const storyChrome = {
  languageSwitch: (
    <Button variant="ghost" size="small" icon={Languages}>
      العربية
    </Button>
  ),
  themeToggle: (
    <Button variant="ghost" size="small" icon={Moon}>
      Dark
    </Button>
  ),
  footer: <LegalFooter privacyHref={PRIVACY_URL} termsHref={TERMS_URL} now={STORY_NOW} />,
};
