/**
 * What the analytics subpages and the per-item stats panels share: access (permission and plan),
 * the pending states from the hooks' answers, and the filters kept in the address so they survive
 * a reload and carry across the analytics pages (`?range=7d&channel=qr&link_id=…`).
 */
import { useLocation, useSearch } from 'wouter';
import { analyticsChannels, analyticsDevices, datePresets, ErrorCode, type DatePreset } from '@rabt/contract';
import type { AnalyticsFilterValues, AnalyticsPendingState } from '@rabt/screens';
import { useCan } from '../../api/accounts.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { presetRange, viewerTimeZone } from '../../api/analytics.ts';
import { useEntitlements } from '../../api/billing.ts';
import { NO_RESPONSE, type ApiError } from '../../api/errors.ts';

export interface AnalyticsAccess {
  can: boolean | undefined;
  locked: { plan: string } | null;
  /** Whether to ask the API at all (not when denied or locked: the answer is known). */
  enabled: boolean;
}

export function useAnalyticsAccess(): AnalyticsAccess {
  const can = useCan('analytics:view');
  const entitlements = useEntitlements();
  const allowed = entitlements.data ? entitlements.data.allows('analytics') : undefined;
  const locked = allowed === false ? { plan: entitlements.data?.upgradeFor({ feature: 'analytics' })?.name ?? 'Pro' } : null;
  // Ask only once both are known: asking while the plan is still loading gets a free plan a 403
  // (and the console an error) that the lock state already says without a request.
  return { can, locked, enabled: can === true && allowed === true };
}

/** Access and the hook's error → the state to show, or null when there is data to draw. */
export function pendingState(access: Omit<AnalyticsAccess, 'enabled'>, hasData: boolean, error: ApiError | undefined) {
  const { can, locked } = access;
  let state: AnalyticsPendingState | null = null;
  if (can === false) state = { state: 'denied' };
  else if (locked) state = { state: 'locked', plan: locked.plan };
  else if (hasData) state = null;
  else if (error?.code === ErrorCode.PERMISSION_DENIED) state = { state: 'denied' };
  else if (error?.code === ErrorCode.PLAN_LOCKED) state = { state: 'locked', plan: 'Pro' };
  else if (error?.code === NO_RESPONSE) state = { state: 'offline' };
  else if (error) state = { state: 'error', message: error.message };
  else state = { state: 'loading' };
  return state;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Ids as the API takes them (1–64 characters); anything else in the address is ignored. */
const ID = /^[\w-]{1,64}$/;
const COUNTRY = /^[A-Z]{2}$/;
const ITEM_KEYS = { link: 'link_id', qr: 'link_id', card: 'card_id' } as const;

/** The address's value when it is one of `allowed`, else undefined (the default applies). */
const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : undefined);
const matching = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : undefined);

/**
 * The address's query → the filter values. Unknown or malformed values are dropped (the default
 * applies), so a hand-edited or stale address never fails a request or the page.
 */
export function filtersFromSearch(search: string): AnalyticsFilterValues & { itemId?: string } {
  const q = new URLSearchParams(search);
  const preset = (oneOf(q.get('range'), datePresets) ?? '30d') as DatePreset;
  const kind = q.get('kind');
  const itemKind = kind === 'qr' || kind === 'card' ? kind : 'link';
  const itemId = matching(q.get(ITEM_KEYS[itemKind]), ID);
  const country = matching(q.get('country')?.toUpperCase() ?? null, COUNTRY);
  return {
    preset,
    from: preset === 'custom' ? matching(q.get('from'), DAY) : undefined,
    to: preset === 'custom' ? matching(q.get('to'), DAY) : undefined,
    workspace_id: matching(q.get('workspace_id'), ID),
    domain_id: matching(q.get('domain_id'), ID),
    country,
    device: oneOf(q.get('device'), analyticsDevices),
    channel: oneOf(q.get('channel'), analyticsChannels),
    // Comparison is on unless the address says `compare=off`.
    compare: q.get('compare') === 'off' ? false : undefined,
    ...(itemId ? { itemId, item: { kind: itemKind, label: q.get('item') || itemId } } : {}),
  };
}

/** The filter values → the address's query (the inverse of `filtersFromSearch`). */
export function searchOf(filters: AnalyticsFilterValues & { itemId?: string }): string {
  const q = new URLSearchParams();
  if (filters.preset !== '30d') q.set('range', filters.preset);
  if (filters.preset === 'custom') {
    if (filters.from) q.set('from', filters.from);
    if (filters.to) q.set('to', filters.to);
  }
  for (const key of ['workspace_id', 'domain_id', 'country', 'device', 'channel'] as const) {
    const value = filters[key];
    if (value) q.set(key, value);
  }
  if (filters.item && filters.itemId) {
    q.set(ITEM_KEYS[filters.item.kind], filters.itemId);
    if (filters.item.kind !== 'link') q.set('kind', filters.item.kind);
    q.set('item', filters.item.label);
  }
  if (filters.compare === false) q.set('compare', 'off');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The filter values → the API's query (a custom range without both days falls back to 30 days). */
export function apiParams(filters: AnalyticsFilterValues & { itemId?: string }, now?: Date): Record<string, string> {
  const custom = filters.preset === 'custom' && filters.from && filters.to && filters.from <= filters.to;
  const range = custom ? { from: filters.from as string, to: filters.to as string } : presetRange(filters.preset, now);
  const params: Record<string, string> = { ...range, tz: viewerTimeZone() };
  for (const key of ['workspace_id', 'domain_id', 'country', 'device', 'channel'] as const) {
    const value = filters[key];
    if (value) params[key] = value;
  }
  if (filters.item && filters.itemId) params[ITEM_KEYS[filters.item.kind]] = filters.itemId;
  params.compare = filters.compare === false ? 'false' : 'true';
  return params;
}

/** The filters of the current address, a setter that rewrites it, and the query for the API. */
export function useAnalyticsFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = filtersFromSearch(search);
  const setFilters = (next: AnalyticsFilterValues) => {
    // The item chip only removes the item; it never invents one, so its id comes from the address.
    const itemId = next.item ? filters.itemId : undefined;
    // A new history entry per change: Back returns to the previous filters.
    navigate(`${location}${searchOf({ ...next, ...(itemId ? { itemId } : {}) })}`);
  };
  return { filters, setFilters, params: apiParams(filters), search: searchOf(filters) };
}

/** The analytics pages' addresses, each with the current filters. */
export function sectionHrefs(search: string) {
  return {
    overview: `${hrefFor('analytics')}${search}`,
    locations: `${hrefFor('analytics-locations')}${search}`,
    devices: `${hrefFor('analytics-devices')}${search}`,
    channels: `${hrefFor('analytics-channels')}${search}`,
  };
}
