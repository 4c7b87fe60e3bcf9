/**
 * The public card page for the server: the HTML from the shared pure renderer
 * (packages/contract/src/public-pages/card-page.ts, also drawn in the screens' stories) and the
 * page's CSP, which allows its one inline style and one inline script by their hashes.
 */
import { renderCardPageHtml, type PageCard } from '@rabt/contract';
import { createHash } from 'node:crypto';

export type { PageCard } from '@rabt/contract';

export interface RenderedPage {
  html: string;
  csp: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

export function renderCardPage(card: PageCard): RenderedPage {
  const page = renderCardPageHtml(card);
  const csp = `default-src 'none'; style-src 'sha256-${sha256(page.style)}'; script-src 'sha256-${sha256(page.script)}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html: page.html, csp };
}
