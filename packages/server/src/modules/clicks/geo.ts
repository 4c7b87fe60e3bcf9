/**
 * IP → country (and city when the database has cities), from a MaxMind-format file on disk, behind
 * an interface so a fresher or richer database (GEOIP_DB) drops in without code changes.
 * The bundled default is DB-IP's country database (CC BY 4.0): it has no cities, so city stays
 * null with it. Data shipped through npm is frozen at its publish date; see docs/benchmarks.md.
 */
import { open, type Reader, type Response } from 'maxmind';

export interface GeoResult {
  country: string | null;
  city: string | null;
}

export interface GeoLookup {
  lookup(ip: string): GeoResult;
}

const NONE: GeoResult = { country: null, city: null };
export const noGeo: GeoLookup = { lookup: () => NONE };

type Record = { country_code?: unknown; city?: unknown; country?: { iso_code?: unknown }; subdivisions?: unknown } & Response;

function readCity(record: Record): string | null {
  // @ip-location-db layout: `city` is a string; MaxMind GeoLite2/GeoIP2 layout: city.names.en.
  const city = record.city as unknown;
  if (typeof city === 'string') return city || null;
  const names = (city as { names?: { en?: unknown } } | undefined)?.names;
  return typeof names?.en === 'string' ? names.en : null;
}

class MaxmindGeo implements GeoLookup {
  constructor(private readonly reader: Reader<Record>) {}

  lookup(ip: string): GeoResult {
    let record: Record | null;
    try {
      record = this.reader.get(ip.startsWith('::ffff:') ? ip.slice(7) : ip);
    } catch {
      return NONE; // not an IP address
    }
    if (!record) return NONE;
    const code =
      typeof record.country_code === 'string'
        ? record.country_code
        : typeof record.country?.iso_code === 'string'
          ? record.country.iso_code
          : null;
    return { country: code ? code.toUpperCase() : null, city: readCity(record) };
  }
}

// One reader per file for the whole process: the file is read into memory once (16 MB for the
// bundled one), however many app instances (tests) open it.
const readers = new Map<string, Promise<GeoLookup>>();

export function openGeo(path: string | null): Promise<GeoLookup> {
  if (path === null) return Promise.resolve(noGeo);
  let reader = readers.get(path);
  if (!reader) {
    reader = open<Record>(path, { cache: { max: 10_000 } }).then((r) => new MaxmindGeo(r) as GeoLookup);
    readers.set(path, reader);
    reader.catch(() => readers.delete(path));
  }
  return reader;
}
