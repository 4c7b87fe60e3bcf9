import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@rabt/ui';
import { routes } from '../routes/table.ts';
import { fullCatalogue, appMessages } from './messages.ts';
import { applyLocale, FALLBACK_LOCALE, formattingLocale, localeStore, LOCALES, readLocale, startLocale } from './locale.ts';

describe('catalogues (spec §9)', () => {
  it('en and ar (ui + screens + app) have identical key sets', () => {
    const en = Object.keys(fullCatalogue('en')).toSorted();
    const ar = Object.keys(fullCatalogue('ar')).toSorted();
    expect(ar.filter((id) => !en.includes(id))).toEqual([]);
    expect(en.filter((id) => !ar.includes(id))).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('%s has no empty values', (locale) => {
    const empty = Object.entries(fullCatalogue(locale)).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('Arabic app strings are Arabic, not copies of English', () => {
    const untranslated = Object.keys(appMessages.en).filter(
      (id) => id !== 'app.language.switch' && appMessages.ar[id] === appMessages.en[id],
    );
    expect(untranslated).toEqual([]);
    expect(Object.values(appMessages.ar).filter((text) => /[\u0600-\u06FF]/.test(text)).length).toBeGreaterThan(
      Object.keys(appMessages.ar).length * 0.9,
    );
  });

  it('every route title and the not-found/offline titles exist', () => {
    for (const id of [...routes.map((r) => r.title), 'app.title.not-found', 'app.title.offline']) {
      expect(appMessages.en[id], id).toBeTruthy();
    }
  });
});

describe('locale', () => {
  it('locales are en and ar, default en, fallback en-US', () => {
    expect(LOCALES).toEqual(['en', 'ar']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(FALLBACK_LOCALE).toBe('en-US');
    expect(readLocale()).toBe('en');
  });

  it('formats with en-US when the runtime lacks the locale', () => {
    expect(formattingLocale('ar')).toBe('ar');
    expect(formattingLocale('not-a-locale-xx')).toBe('en-US');
  });

  it('sets lang and dir on <html>', () => {
    applyLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('the choice persists under locale and is read back at start-up', () => {
    localeStore.getState().setLocale('ar');
    expect(localStorage.getItem('locale')).toBe('ar');
    localeStore.setState({ locale: 'en' });
    expect(startLocale()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    localStorage.setItem('locale', 'fr');
    expect(readLocale()).toBe('en');
  });
});
