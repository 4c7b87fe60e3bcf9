/**
 * What a click is: bot or human, device / OS / browser from the user agent, referrer host and
 * traffic channel. Runs in the batch writer, never on the request path.
 */
import { isbot } from 'isbot';
import { UAParser } from 'my-ua-parser';

export const channels = ['direct', 'search', 'social', 'email', 'referral', 'qr'] as const;
export type Channel = (typeof channels)[number];

/**
 * isbot flags crawlers, previewers (Slack, WhatsApp …), curl and headless browsers. An empty or
 * missing user agent is NOT treated as a bot (isbot('') is false): some privacy tools and in-app
 * browsers strip it, and dropping real visitors is worse than counting a rare bare script.
 */
export function isBotAgent(ua: string): boolean {
  return ua !== '' && isbot(ua);
}

export interface AgentInfo {
  device: string;
  os: string;
  browser: string;
}

const UNKNOWN_AGENT: AgentInfo = { device: 'unknown', os: 'unknown', browser: 'unknown' };
const agentCache = new Map<string, AgentInfo>();
const AGENT_CACHE_MAX = 5_000;

/** Parsing costs ~25 µs; real traffic repeats a few hundred agents, so results are memoised. */
export function agentInfo(ua: string): AgentInfo {
  if (ua === '') return UNKNOWN_AGENT;
  const cached = agentCache.get(ua);
  if (cached) return cached;
  const result = new UAParser(ua).getResult();
  const info: AgentInfo = {
    // ua-parser leaves desktop browsers without a device type.
    device: result.device.type ?? 'desktop',
    os: result.os.name ?? 'unknown',
    browser: result.browser.name ?? 'unknown',
  };
  if (agentCache.size >= AGENT_CACHE_MAX) agentCache.clear();
  agentCache.set(ua, info);
  return info;
}

export function referrerHost(referer: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

// Matched against the referrer host and its parent domains (m.facebook.com → facebook.com).
const EMAIL_HOSTS = new Set([
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.proton.me',
  'mail.zoho.com',
  'webmail.aol.com',
]);
const SEARCH_HOSTS = new Set([
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yandex.ru',
  'yandex.com',
  'baidu.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
]);
const SOCIAL_HOSTS = new Set([
  'facebook.com',
  'fb.com',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'reddit.com',
  'pinterest.com',
  'tiktok.com',
  'youtube.com',
  'whatsapp.com',
  'wa.me',
  't.me',
  'telegram.org',
  'snapchat.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
]);

function matches(host: string, list: Set<string>): boolean {
  const parts = host.split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    if (list.has(parts.slice(i).join('.'))) return true;
  }
  return false;
}

/** Google's country sites (google.com.sa, google.co.uk) count as search too. */
const GOOGLE_CC = /(^|\.)google\.(com?\.)?[a-z]{2,3}$/;

export function channelOf(host: string | null, qr: boolean): Channel {
  if (qr) return 'qr';
  if (!host) return 'direct';
  if (matches(host, EMAIL_HOSTS) || host.startsWith('webmail.')) return 'email';
  if (matches(host, SEARCH_HOSTS) || GOOGLE_CC.test(host)) return 'search';
  if (matches(host, SOCIAL_HOSTS)) return 'social';
  return 'referral';
}
