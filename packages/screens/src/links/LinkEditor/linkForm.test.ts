import { describe, expect, it } from 'vitest';
import { buildDestinationUrl, fromLocalDateTime, normaliseLinkValues, toLocalDateTime, validateLink } from './linkForm.ts';

const t = (id: string) => id;
const named = (id: string, values?: Record<string, string | number>) => `${id} ${JSON.stringify(values ?? {})}`;

describe('validateLink (spec §5)', () => {
  it('requires the destination and the domain, and checks the URL scheme', () => {
    expect(validateLink(t, {}, 'create')).toEqual({
      long_url: 'links.validation.longUrlRequired',
      domain: 'links.validation.domainRequired',
    });
    expect(validateLink(t, { long_url: 'ftp://a.example', domain: 'd' }, 'create').long_url).toBe(
      'links.validation.longUrlInvalid',
    );
    expect(validateLink(t, { long_url: 'https://a.example', domain: 'd' }, 'create')).toEqual({});
  });
  it('requires the nip only in edit mode, and refuses bad and reserved nips', () => {
    const base = { long_url: 'https://a.example', domain: 'd' };
    expect(validateLink(t, base, 'edit').nip).toBe('links.validation.nipRequired');
    expect(validateLink(t, { ...base, nip: 'a b' }, 'create').nip).toBe('links.validation.nipInvalid');
    expect(validateLink(t, { ...base, nip: 'Admin' }, 'create').nip).toBe('links.errors.nipReserved');
  });
  it('refuses over-long input with the limit named instead of cutting it (issue 16 item 15)', () => {
    const base = { long_url: 'https://a.example', domain: 'd' };
    const longUrl = `https://a.example/${'a'.repeat(3000)}`;
    expect(validateLink(named, { ...base, long_url: longUrl }, 'create').long_url).toBe(
      `screens.links.validation.longUrlTooLong {"max":2048,"count":${longUrl.length}}`,
    );
    expect(validateLink(named, { ...base, title: 'x'.repeat(501) }, 'create').title).toBe(
      'screens.links.validation.titleTooLong {"max":500,"count":501}',
    );
    expect(validateLink(named, { ...base, title: 'x'.repeat(500) }, 'create').title).toBeUndefined();
    expect(validateLink(named, { ...base, utm_source: 'x'.repeat(201) }, 'create').utm_source).toBe(
      'screens.links.validation.utmTooLong {"max":200,"count":201}',
    );
  });
  it('wants the expiry after the schedule', () => {
    const v = { long_url: 'https://a.example', domain: 'd', schedule_at: '2026-04-02T10:00', expires_at: '2026-04-01T10:00' };
    expect(validateLink(t, v, 'create').expires_at).toBe('links.validation.expiryBeforeSchedule');
  });
});

describe('buildDestinationUrl', () => {
  it('merges UTM into the query, replacing what was there', () => {
    expect(buildDestinationUrl('https://shop.example/a?utm_source=old&x=1', { utm_source: 'mail', utm_term: ' ' })).toBe(
      'https://shop.example/a?utm_source=mail&x=1',
    );
  });
  it('is null until the destination is valid', () => {
    expect(buildDestinationUrl('shop.example', { utm_source: 'mail' })).toBeNull();
  });
});

describe('values', () => {
  it('normalise fills every field and trims all but the password', () => {
    const v = normaliseLinkValues({ long_url: ' https://a.example ', lock_pass: ' secret ' });
    expect(v.long_url).toBe('https://a.example');
    expect(v.lock_pass).toBe(' secret ');
    expect(v.utm_content).toBe('');
    expect(v.remove_lock_pass).toBe(false);
  });
  it('local date-time round-trips through ISO', () => {
    const local = toLocalDateTime('2026-03-20T18:00:00.000Z');
    expect(fromLocalDateTime(local)).toBe('2026-03-20T18:00:00.000Z');
    expect(toLocalDateTime(null)).toBe('');
    expect(fromLocalDateTime('')).toBeNull();
  });
});
