import type { IntlShape } from '@formatjs/intl';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "12.4 MB", "900 KB", in the intl instance's locale (decimal units: 1 MB = 1,000,000 bytes). */
export function formatBytes(intl: IntlShape<string>, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit > 0 ? 1 : 0,
  });
}

/** Does the file match one of the `accept` entries (".csv", "text/csv", "image/*")? */
export function matchesAccept(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** Short names for the accepted types: ".csv" and "text/csv" both give "CSV"; "image/*" gives "IMAGE". */
export function typeNames(accept: readonly string[]): string[] {
  const names = accept.map((raw) => {
    const entry = raw.trim();
    if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
    const [main, sub] = entry.split('/');
    return (sub && sub !== '*' ? sub.replace(/^x-/, '').split(/[.+]/).pop()! : (main ?? entry)).toUpperCase();
  });
  return [...new Set(names)];
}
