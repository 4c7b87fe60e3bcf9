import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { uiMessages } from '@rabt/ui';
import { screenMessages } from './all.ts';
import { coreCatalogues, featureCatalogues } from './index.ts';

// Every catalogue: the shared one and each feature's.
const { en, ar } = screenMessages;

const enIds = Object.keys(en).toSorted();
const arIds = Object.keys(ar).toSorted();
// Strings that are the same in both languages on purpose.
const sameInBoth = new Set(['screens.common.emailPlaceholder']);
const placeholders = (s: string) => new Set([...s.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]));

describe('screen catalogues', () => {
  it('are all registered: every messages.{en,ar}.json on disk is in the core or feature list', () => {
    // The app fetches only what the lists name; a catalogue left out would show ids in the app
    // while its stories look fine. Counted by text, as the loaders are opaque functions.
    const onDisk = Object.keys(import.meta.glob(['./{en,ar}.json', '../*/messages.{en,ar}.json']));
    const registered = [...coreCatalogues, ...featureCatalogues].flatMap(({ en, ar }) => [String(en), String(ar)]);
    for (const path of onDisk) {
      const file = path.replace(/^\.\.?\//, '').replace(/^i18n\//, '');
      expect(
        registered.some((loader) => loader.includes(file)),
        path,
      ).toBe(true);
    }
    expect(registered).toHaveLength(onDisk.length);
  });

  it('have the same ids in English and Arabic', () => {
    expect(arIds).toEqual(enIds);
  });

  it('isolate every URL, scheme and domain inside Arabic text, so it is not reordered (issue 16 item 13)', () => {
    // An LTR run with neutral punctuation (`http://`, `go.example.com/menu`) in a right-to-left
    // sentence is scrambled by the bidi algorithm unless wrapped in LRI…PDI (or FSI…PDI).
    const bare = /(?<![\u2066\u2068A-Za-z0-9/.-])(https?:\/\/|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/;
    for (const [id, value] of Object.entries({ ...ar, ...uiMessages.ar })) {
      if (sameInBoth.has(id)) continue;
      expect(value, id).not.toMatch(bare);
    }
  });

  it('have real Arabic for every string', () => {
    for (const [id, value] of Object.entries(ar)) {
      if (sameInBoth.has(id)) continue;
      expect(value, id).toMatch(/[\u0600-\u06FF]/);
      expect(value, id).not.toBe((en as Record<string, string>)[id]);
    }
  });

  it('use the same placeholders in both languages, and every message parses', () => {
    const enIntl = createIntl({ locale: 'en', messages: en });
    const arIntl = createIntl({ locale: 'ar', messages: ar });
    for (const id of enIds) {
      const enValue = (en as Record<string, string>)[id] ?? '';
      const arValue = (ar as Record<string, string>)[id] ?? '';
      expect(placeholders(arValue), id).toEqual(placeholders(enValue));
      const values = {
        year: '2026',
        email: 'a@b.co',
        min: 8,
        seconds: 3,
        count: 2,
        query: 'qr',
        plan: 'Pro',
        price: '$9',
        name: 'Layla',
        role: 'Admin',
        date: 'today',
        organisation: 'Acme',
      };
      expect(() => enIntl.formatMessage({ id }, values), id).not.toThrow();
      expect(() => arIntl.formatMessage({ id }, values), id).not.toThrow();
    }
  });

  it('keep the spec wording (§2, §5, §8)', () => {
    expect(en['screens.offline.heading']).toBe('You are offline.');
    expect(en['screens.offline.body']).toBe(
      "It seems there's a problem with the connectivity. Please check your internet connection and try again.",
    );
    expect(en['screens.validation.nameRequired']).toBe('Your name is required');
    expect(en['screens.validation.passwordMismatch']).toBe('New password and confirm password do not match');
    expect(en['screens.login.failed']).toBe('Login failed.');
    expect(en['screens.signInCode.invalid_login']).toBe('Incorrect username or password.');
    expect(en['screens.signInCode.auth_user_verified']).toBe('Account is verified. Continue to login.');
    expect(en['screens.common.unknownError']).toBe('An unknown error occurred');
    expect(en['screens.subscribe.alreadySubscribedToPrice']).toBe('You are already subscribed to selected price.');
    expect(en['screens.subscribe.selectedPlanNotAvailable']).toBe('Selected plan is not available at the moment.');
    expect(en['screens.permission.heading']).toBe("You don't have permissions to view this page");
  });
});
