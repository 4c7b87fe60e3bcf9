import { describe, expect, it } from 'vitest';
import { firstTier } from './i18n.tsx';

describe('the strings the first render waits for (decision 054, addendum)', () => {
  it("every feature's for a signed-in product page, also behind a redirect", () => {
    expect(firstTier('/links', true)).toBe('all');
    expect(firstTier('/', true)).toBe('all');
  });

  it('the core tier for the sign-in pages, a signed-out visitor, public and unknown paths', () => {
    expect(firstTier('/login', true)).toBe('core');
    expect(firstTier('/links', false)).toBe('core');
    expect(firstTier('/no-such-page', true)).toBe('core');
  });
});
