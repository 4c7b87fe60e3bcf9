import { describe, expect, it } from 'vitest';
import { ICON_MAX_URL_LENGTH, iconLookupPossible, iconSrc } from './icons.ts';

describe('iconLookupPossible', () => {
  it('asks for public http(s) host names only', () => {
    expect(iconLookupPossible('https://shop.acme.example/collections')).toBe(true);
    expect(iconLookupPossible('http://example.com')).toBe(true);
    for (const refused of [
      'http://127.0.0.1:3710/api/health',
      'http://[::1]/x',
      'http://localhost:3000/',
      'http://app.localhost/',
      'http://intranet/',
      'ftp://example.com/file',
      'not a url',
      `https://example.com/${'a'.repeat(ICON_MAX_URL_LENGTH)}`,
    ]) {
      expect(iconLookupPossible(refused), refused).toBe(false);
    }
  });

  it('iconSrc gives the endpoint address or null (the letter avatar)', () => {
    expect(iconSrc('https://example.com/a b')).toBe('/api/icons?url=https%3A%2F%2Fexample.com%2Fa%20b');
    expect(iconSrc('http://127.0.0.1/')).toBeNull();
  });
});
