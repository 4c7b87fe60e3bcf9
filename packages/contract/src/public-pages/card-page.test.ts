/**
 * The public card page's phones in the viewer's format: the page is drawn once for every visitor
 * (served from cache), so it carries both forms and its own script picks the national one in a
 * browser whose region is the number's country. The page's real script runs here in jsdom.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_PAGE_SCRIPT, renderCardPageHtml, type PageCard } from './card-page.ts';

const card: PageCard = {
  slug: 'abcd2345',
  language: 'ar',
  theme: 'classic',
  prefix: null,
  first_name: 'ليلى',
  last_name: 'الحداد',
  suffix: null,
  pronouns: null,
  job_title: 'Head of Sales',
  department: 'Sales',
  company_name: 'Acme',
  company_address: null,
  company_website: null,
  brand_color: '#3b5bdb',
  accent_color: '#0ca678',
  websites: [],
  emails: [{ label: 'Work', value: 'layla@example.com' }],
  phones: [
    { label: 'Office', value: '+966112345678' },
    { label: 'London', value: '+442079460958' },
  ],
  mobile: '+966501234567',
  slogan: null,
  has_photo: false,
  has_logo: false,
  public_url: 'https://rabt.link/c/abcd2345',
};

function showPage(languages: readonly string[]): string[] {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  const { html, script } = renderCardPageHtml(card);
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
  new Function(script)();
  return [...document.querySelectorAll('dd a[href^="tel:"]')].map((a) => a.textContent ?? '');
}

describe('public card page: phones in the viewer’s format', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.innerHTML = '';
  });

  it('the page script is the one the page carries (the CSP hash covers it)', () => {
    expect(renderCardPageHtml(card).html).toContain(`<script>${CARD_PAGE_SCRIPT}</script>`);
  });

  it('a visitor in Saudi Arabia sees Saudi numbers in the national form, others stay international', () => {
    expect(showPage(['ar-SA', 'ar'])).toEqual(['050 123 4567', '011 234 5678', '+44 20 7946 0958']);
  });

  it('a visitor in the United Kingdom sees the London number nationally', () => {
    expect(showPage(['en-GB', 'en'])).toEqual(['+966 50 123 4567', '+966 11 234 5678', '020 7946 0958']);
  });

  it('a browser without a region shows every number in the international form', () => {
    expect(showPage(['ar'])).toEqual(['+966 50 123 4567', '+966 11 234 5678', '+44 20 7946 0958']);
  });

  it('the region is the first language tag that has one (zh-Hant-TW → TW)', () => {
    expect(showPage(['zh-Hant-TW', 'en-GB'])).toEqual(['+966 50 123 4567', '+966 11 234 5678', '+44 20 7946 0958']);
  });
});
