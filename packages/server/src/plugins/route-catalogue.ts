/**
 * Every /api route with its policy, collected as routes are added. The OpenAPI document and the
 * permission matrix test both read it, so neither can silently miss a route (decision 065).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RoutePolicy } from '../types.ts';

export interface CatalogueRoute {
  method: string;
  /** Fastify syntax: /api/links/:id */
  url: string;
  policy: RoutePolicy | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: CatalogueRoute[];
  }
}

async function routeCataloguePlugin(app: FastifyInstance): Promise<void> {
  const catalogue: CatalogueRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      catalogue.push({ method, url: route.url, policy: (route.config as { policy?: RoutePolicy } | undefined)?.policy });
    }
  });
}

export default fp(routeCataloguePlugin, { name: 'rabt-route-catalogue' });
