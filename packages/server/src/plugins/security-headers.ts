/**
 * Helmet with a CSP the built Vite app works under: scripts only from this origin (Vite emits no
 * inline scripts in production builds), inline styles allowed because CSS-in-JS and libraries set
 * style attributes, Stripe's hosts pre-allowed for card entry (spec §7).
 * HSTS and upgrade-insecure-requests only when APP_URL is https: on http://localhost or a LAN
 * address they would break the app.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const https = app.config.appUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://js.stripe.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityHeadersPlugin, { name: 'rabt-security-headers' });
