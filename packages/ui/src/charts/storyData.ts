// Deterministic fixtures for the chart stories: a seeded generator, never Math.random, so
// every render (and every screenshot) is identical.
import type { TimeSeriesDatum } from './TimeSeriesChart/TimeSeriesChart.tsx';

/** mulberry32: a tiny seeded PRNG. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * 30 days of clicks from 1 March 2026: a working-week rhythm that dips on Friday and Saturday
 * (the weekend in Saudi Arabia and the UAE) and a campaign spike on 18–20 March.
 */
export function clicksByDay({ days = 30, start = '2026-03-01', seed = 7, base = 1200 } = {}): Array<
  TimeSeriesDatum & { values: { clicks: number; scans: number } }
> {
  const random = seeded(seed);
  const first = new Date(`${start}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(first.getTime() + index * 86_400_000);
    const weekday = date.getUTCDay();
    const weekend = weekday === 5 || weekday === 6 ? 0.55 : 1;
    const campaign = index === 17 ? 2.6 : index === 18 ? 3.4 : index === 19 ? 2.1 : 1;
    const noise = 0.85 + random() * 0.3;
    const clicks = Math.round(base * weekend * campaign * noise);
    const scans = Math.round(clicks * (0.25 + random() * 0.1));
    return { date: isoDay(date), values: { clicks, scans } };
  });
}

export const thirtyDays = clicksByDay();

/** The same shape with counts in the millions (a viral link). */
export const hugeDays = clicksByDay({ base: 1_234_567, seed: 11 });

export const countries = [
  { country: 'SA', value: 18_420 },
  { country: 'AE', value: 9_873 },
  { country: 'EG', value: 7_215 },
  { country: 'US', value: 4_380 },
  { country: 'PL', value: 2_964 },
  { country: 'KW', value: 2_211 },
  { country: 'GB', value: 1_874 },
  { country: 'JO', value: 1_402 },
  { country: 'QA', value: 1_118 },
  { country: 'DE', value: 896 },
  { country: 'IN', value: 655 },
  { country: 'MA', value: 318 },
] as const;

export const devices = [
  { key: 'mobile', label: 'Mobile', value: 31_482 },
  { key: 'desktop', label: 'Desktop', value: 14_906 },
  { key: 'tablet', label: 'Tablet', value: 2_318 },
] as const;

export const devicesAr = [
  { key: 'mobile', label: 'الجوال', value: 31_482 },
  { key: 'desktop', label: 'الحاسوب', value: 14_906 },
  { key: 'tablet', label: 'الجهاز اللوحي', value: 2_318 },
] as const;

export const channels = [
  { key: 'direct', label: 'Direct', value: 12_940 },
  { key: 'social', label: 'Social', value: 10_215 },
  { key: 'qr', label: 'QR code', value: 8_760 },
  { key: 'search', label: 'Search', value: 6_388 },
  { key: 'email', label: 'Email', value: 4_102 },
  { key: 'referral', label: 'Referral', value: 1_977 },
] as const;

export const channelsAr = [
  { key: 'direct', label: 'مباشر', value: 12_940 },
  { key: 'social', label: 'التواصل الاجتماعي', value: 10_215 },
  { key: 'qr', label: 'رمز QR', value: 8_760 },
  { key: 'search', label: 'البحث', value: 6_388 },
  { key: 'email', label: 'البريد الإلكتروني', value: 4_102 },
  { key: 'referral', label: 'الإحالة', value: 1_977 },
] as const;

export const referrers = [
  { key: 'instagram.com', label: 'instagram.com', value: 8_214 },
  { key: 'x.com', label: 'x.com', value: 5_932 },
  { key: 'google.com', label: 'google.com', value: 4_871 },
  { key: 'whatsapp', label: 'WhatsApp', value: 3_506 },
  { key: 'linkedin.com', label: 'linkedin.com', value: 1_240 },
  { key: 'newsletter', label: 'Ramadan newsletter', value: 988 },
  { key: 'snapchat.com', label: 'snapchat.com', value: 612 },
  { key: 'bing.com', label: 'bing.com', value: 205 },
] as const;
