import { routeAliases, routes, type RouteDef } from './table.ts';

export type RouteParams = Record<string, string | undefined>;

interface Compiled {
  route: RouteDef;
  pattern: RegExp;
  keys: string[];
}

/** `/onboard/verify/:customer?/:token?` → a regexp; optional params may be absent with their slash. */
function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source || '/'}/?$`, 'i'), keys };
}

const compiled: Compiled[] = routes.map((route) => ({ route, ...compile(route.path) }));

export interface ResolvedRoute {
  route: RouteDef;
  params: RouteParams;
}

/** The table route for a pathname, or null (→ not-found). Params are URI-decoded. */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  for (const { route, pattern, keys } of compiled) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: RouteParams = {};
    keys.forEach((key, index) => {
      const raw = match[index + 1];
      params[key] = raw === undefined ? undefined : safeDecode(raw);
    });
    return { route, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route with this name (aliases such as `dashboard` included); throws on a typo. */
export function routeByName(name: string): RouteDef {
  const target = routeAliases[name] ?? name;
  const found = routes.find((route) => route.name === target);
  if (!found) throw new Error(`Unknown route name "${name}"`);
  return found;
}

/**
 * The href of a named route: `hrefFor('link', { id: 'abc' })` → `/links/abc`. Links never
 * concatenate strings; missing optional params drop their segment.
 */
export function hrefFor(name: string, params: RouteParams = {}, query?: Record<string, string>): string {
  const path =
    routeByName(name)
      .path.split('/')
      .filter(Boolean)
      .map((segment) => {
        const param = /^:(\w+)(\?)?$/.exec(segment);
        if (!param) return segment;
        const value = params[param[1]!];
        if (value === undefined || value === '') {
          if (param[2]) return null;
          throw new Error(`hrefFor(${name}): missing param "${param[1]}"`);
        }
        return encodeURIComponent(value);
      })
      .filter((segment): segment is string => segment !== null)
      .join('/') || '';
  const search = query ? new URLSearchParams(query).toString() : '';
  return `/${path}${search ? `?${search}` : ''}`;
}
