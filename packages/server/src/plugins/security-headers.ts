/**
 * Helmet with a CSP the built Vite app works under: scripts only from this origin (Vite emits no
 * inline scripts in production builds), inline styles allowed because CSS-in-JS and libraries set
 * style attributes, Stripe's hosts pre-allowed for card entry (spec §7).
 * HSTS and upgrade-insecure-requests only when APP_URL is https: on http://localhost or a LAN
 * address they would break the app.
 *
 * The same options also give `securityHeaders(config)`, the header set as a plain object, for the
 * few answers Fastify writes before any hook runs (a URL the router cannot decode: see
 * `frameworkErrors` in app.ts), so an error for a bad URL carries the same headers as the rest.
 */
import helmetPlugin from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

function helmetOptions(appUrl: string) {
  const https = appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
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
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/** The headers helmet sets on every answer, computed once by running helmet on a recorder. */
export function securityHeaders(config: Pick<Config, 'appUrl'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config.appUrl))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmetPlugin, helmetOptions(app.config.appUrl));
}

export default fp(securityHeadersPlugin, { name: 'rabt-security-headers' });
