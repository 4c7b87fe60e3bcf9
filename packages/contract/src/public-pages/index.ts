/** Server-rendered public pages as pure functions (served by the server, drawn in stories). */
export { CARD_PAGE_SCRIPT, contrastText, renderCardPageHtml, type CardPageHtml, type PageCard } from './card-page.ts';
export { QR_LANDING_CSS, renderLanding, renderLandingMissing, type LandingFile, type LandingLocale } from './qr-landing.ts';
