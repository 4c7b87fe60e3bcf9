/**
 * Issue 16 item 19: the short domain's public pages and the emails use the app's brand (ui's teal
 * palette and font stack), light and dark, English and Arabic — not the old blue/indigo on a
 * system font.
 */
import { fontStack, palette } from '@rabt/ui/palette';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/modules/mail/templates.ts';
import { PAGE_CSP, renderPage } from '../../src/modules/redirect/pages.ts';

const style = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('one brand for public pages and emails', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`public pages (${locale}) use the teal palette in light and dark, and the app's fonts`, () => {
      for (const kind of ['not_found', 'expired', 'scheduled', 'password', 'rate_limited', 'unavailable'] as const) {
        const html = renderPage(kind, locale, { opensAt: '2026-12-01T10:00:00Z' });
        const css = style(html);
        expect(css).toContain(`--accent:${palette.light.brand.base}`);
        const dark = /@media \(prefers-color-scheme:dark\)\{:root\{([^}]*)\}\}/.exec(css)?.[1] ?? '';
        expect(dark).toContain(`--accent:${palette.dark.brand.base}`);
        expect(dark).toContain(`--bg:${palette.dark.background}`);
        expect(css).toContain(fontStack);
        expect(css).not.toMatch(/#3b5bdb|#91a7ff/i);
        expect(html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        expect(html).toContain(locale === 'ar' ? '>ربط<' : '>Rabt<');
      }
      // Still one inline style, allowed by its hash (the CSP itself is another change's).
      expect(PAGE_CSP).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    });

    it(`emails (${locale}) use the teal button and the app's fonts, not indigo`, () => {
      const mail = renderMail('verify_email', locale, 'Layla', { link: 'https://app.example/onboard/verify/1/tok' });
      expect(mail.html).toContain(`background:${palette.light.brand.base}`);
      expect(mail.html).toContain('Inter Variable');
      expect(mail.html).not.toMatch(/#4f46e5/i);
      expect(mail.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    });
  }
});
