/**
 * Analytics (issue 22, spec §2 and §6): the query every analytics endpoint takes, and what each
 * answers. Totals, series and breakdowns come from hourly rollups the click writer keeps
 * (docs/decisions/100-analytics-rollups.md); dates are days in the viewer's time zone (`tz`).
 */
import { array, enums, nullable, number, object, optional, pattern, record, refine, size, string, type Infer } from 'superstruct';
import { results } from './envelope.ts';

export const analyticsChannels = ['direct', 'search', 'social', 'email', 'referral', 'qr'] as const;
export type AnalyticsChannel = (typeof analyticsChannels)[number];
export const analyticsDevices = [
  'desktop',
  'mobile',
  'tablet',
  'console',
  'smarttv',
  'wearable',
  'embedded',
  'xr',
  'unknown',
] as const;
export type AnalyticsDevice = (typeof analyticsDevices)[number];
/** What kind of short link a click came through (QR codes and cards own link rows of their kind). */
export const analyticsKinds = ['link', 'qr', 'card_view', 'card_save'] as const;
export type AnalyticsKind = (typeof analyticsKinds)[number];

/** Longest range one request may ask for, in days. */
export const ANALYTICS_MAX_RANGE_DAYS = 731;
/** Ranges up to this many days are drawn by the hour, longer ones by the day. */
export const ANALYTICS_HOURLY_MAX_DAYS = 2;
/** The live view's window and how often the app re-reads it. */
export const ANALYTICS_LIVE_MINUTES = 30;
export const ANALYTICS_LIVE_POLL_MS = 15_000;
/** Rows per breakdown answer (the rest are summed into the total). */
export const ANALYTICS_ROWS_MAX = 250;
/** The value stored when a dimension is not known (no geo match, no referrer …). */
export const ANALYTICS_UNKNOWN = 'unknown';
/**
 * The CSV export is streamed, not a background job. Its progress: the response says up front how
 * many data rows it will have (this header, raw exports), and the client counts the lines it has
 * received (rows done = lines − 1 header line). The end of the stream is authoritative: rows past
 * the raw-click retention are gone while the rollups that count them stay.
 */
export const ANALYTICS_EXPORT_TOTAL_HEADER = 'x-total-rows';
/** Raw-click retention choices in days (null: keep); rollups are kept whatever is chosen. */
export const analyticsRetentionChoices = [30, 90, 180, 365, 730] as const;

const DAY = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
const TZ = refine(size(string(), 1, 64), 'time_zone', (value) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return 'Unknown time zone';
  }
});

export const datePresets = ['today', 'yesterday', '7d', '30d', '90d', '12m', 'custom'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The query string every analytics endpoint takes (all strings, as they arrive). */
export const AnalyticsQuery = object({
  from: DAY,
  to: DAY,
  tz: optional(TZ),
  workspace_id: optional(size(string(), 1, 64)),
  link_id: optional(size(string(), 1, 64)),
  /** One business card: its page views and contact saves (a card owns two links). */
  card_id: optional(size(string(), 1, 64)),
  domain_id: optional(size(string(), 1, 64)),
  country: optional(pattern(string(), /^([A-Z]{2}|unknown)$/)),
  device: optional(enums(analyticsDevices)),
  channel: optional(enums(analyticsChannels)),
  /** 'region' or 'city' with `country`: the drill-down (locations only). */
  level: optional(enums(['country', 'region', 'city'])),
  compare: optional(enums(['true', 'false', '1', '0'])),
});
export type AnalyticsQuery = Infer<typeof AnalyticsQuery>;

export const AnalyticsTotals = object({
  /** Human visits through every kind of short link. */
  clicks: number(),
  /** Visitor-days: one per visitor (salted address + agent) per day. */
  visitors: number(),
  qr_scans: number(),
  card_views: number(),
  card_saves: number(),
  /** Visits by crawlers and previewers, not counted anywhere else. */
  bots: number(),
});
export type AnalyticsTotals = Infer<typeof AnalyticsTotals>;

export const AnalyticsRow = object({
  key: string(),
  clicks: number(),
  /** Set on city rows: the region the city is in. */
  region: optional(string()),
});
export type AnalyticsRow = Infer<typeof AnalyticsRow>;

export const AnalyticsPoint = object({
  /** Local start of the bucket: `YYYY-MM-DD` (day) or `YYYY-MM-DDTHH:00` (hour). */
  t: string(),
  clicks: number(),
});
export type AnalyticsPoint = Infer<typeof AnalyticsPoint>;

export const AnalyticsTopItem = object({
  id: string(),
  kind: enums(analyticsKinds),
  title: nullable(string()),
  long_url: string(),
  short_url: string(),
  clicks: number(),
});
export type AnalyticsTopItem = Infer<typeof AnalyticsTopItem>;

export const AnalyticsRange = object({
  from: string(),
  to: string(),
  tz: string(),
  previous_from: string(),
  previous_to: string(),
  granularity: enums(['hour', 'day']),
});
export type AnalyticsRange = Infer<typeof AnalyticsRange>;

export const AnalyticsOverview = object({
  range: AnalyticsRange,
  totals: AnalyticsTotals,
  /** The same length of time just before `from` (null unless `compare`). */
  previous: nullable(AnalyticsTotals),
  series: array(AnalyticsPoint),
  previous_series: nullable(array(AnalyticsPoint)),
  channels: array(AnalyticsRow),
  devices: array(AnalyticsRow),
  countries: array(AnalyticsRow),
  top_links: array(AnalyticsTopItem),
});
export type AnalyticsOverview = Infer<typeof AnalyticsOverview>;

/** `/devices`, `/locations`, `/channels`: `rows` is the main breakdown, plus what the screen shows beside it. */
export const AnalyticsBreakdown = object({
  range: AnalyticsRange,
  dimension: string(),
  total: number(),
  rows: array(AnalyticsRow),
  previous_rows: nullable(array(AnalyticsRow)),
  /** devices: os, browser; channels: referrer; locations with a country: region, city. */
  more: record(string(), array(AnalyticsRow)),
});
export type AnalyticsBreakdown = Infer<typeof AnalyticsBreakdown>;

export const AnalyticsTop = object({
  range: AnalyticsRange,
  links: array(AnalyticsTopItem),
  qrs: array(AnalyticsTopItem),
  cards: array(AnalyticsTopItem),
});
export type AnalyticsTop = Infer<typeof AnalyticsTop>;

export const AnalyticsLive = object({
  /** One point per minute, oldest first, `t` as an ISO instant. */
  minutes: array(AnalyticsPoint),
  clicks: number(),
});
export type AnalyticsLive = Infer<typeof AnalyticsLive>;

export const AnalyticsSettings = object({
  raw_retention_days: nullable(number()),
});
export type AnalyticsSettings = Infer<typeof AnalyticsSettings>;
export const UpdateAnalyticsSettingsRequest = object({
  raw_retention_days: nullable(enums(analyticsRetentionChoices)),
});
export type UpdateAnalyticsSettingsRequest = Infer<typeof UpdateAnalyticsSettingsRequest>;

export const AnalyticsOverviewResponse = results(AnalyticsOverview);
export const AnalyticsBreakdownResponse = results(AnalyticsBreakdown);
export const AnalyticsTopResponse = results(AnalyticsTop);
export const AnalyticsLiveResponse = results(AnalyticsLive);
export const AnalyticsSettingsResponse = results(AnalyticsSettings);

export const analyticsBool = (value: string | undefined): boolean => value === 'true' || value === '1';
