/**
 * GET /api/icons?url=<page address> – the site's icon, fetched by the server (fetcher.ts), so the
 * visitor's browser asks only us. Public (an <img> cannot send the session's bearer token), rate
 * limited per client, cached. Further icon hosts: ICON_HOSTS, comma-separated URL templates with
 * `{host}` (none by default). docs/decisions/105-site-icons.md.
 */
import { ICON_CACHE_TTL_MS, ICON_MAX_URL_LENGTH } from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { object, optional, size, string } from 'superstruct';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { parseBody } from '../../lib/validate.ts';
import { IconFetcher, iconTarget, type IconFetcherOptions } from './fetcher.ts';

const IconQuery = object({ url: size(string(), 1, ICON_MAX_URL_LENGTH), v: optional(string()) });

export function iconOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): IconFetcherOptions {
  const hosts = (env.ICON_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h.startsWith('https://') && h.includes('{host}'));
  return { hosts };
}

export async function iconRoutes(app: FastifyInstance, options: { fetcher?: IconFetcher } = {}): Promise<void> {
  const fetcher = options.fetcher ?? new IconFetcher(iconOptionsFromEnv());

  app.get(
    '/icons',
    { config: { policy: { access: 'public' }, rateLimit: { max: 300, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { url } = parseBody(IconQuery, request.query ?? {});
      if (!iconTarget(url)) {
        throw validationFailed([
          { field: 'url', code: 'invalid_url', message: 'Enter an http or https address without a user name or password.' },
        ]);
      }
      const icon = await fetcher.iconFor(url);
      if (!icon) throw notFound('No icon could be loaded for this site.');
      return reply
        .header('content-type', icon.type)
        .header('cache-control', `public, max-age=${ICON_CACHE_TTL_MS / 1000}`)
        .header('content-security-policy', "default-src 'none'")
        .send(icon.body);
    },
  );
}
