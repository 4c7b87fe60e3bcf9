/** Shortcuts for the links suites: create links through the API, visit the redirect service over real HTTP. */
import { apiPaths, type Link } from '@rabt/contract';
import { request } from 'node:http';
import { newId } from '../../src/lib/ids.ts';
import type { Seeded, TestApp } from './app.ts';

export async function createLink(seeded: Seeded, body: Record<string, unknown>): Promise<Link> {
  const res = await seeded.client.post(apiPaths.links, body);
  if (res.status !== 201) throw new Error(`create link failed: ${res.status} ${res.text}`);
  return res.body.results as Link;
}

export interface Visit {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface VisitOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  host?: string;
}

/** The redirect service of `t`, listening on an ephemeral port (started once per app). */
const ports = new WeakMap<object, Promise<number>>();
export function shortPort(t: TestApp): Promise<number> {
  let port = ports.get(t.app);
  if (!port) {
    port = t.app.links.listen(0, '127.0.0.1').then((address) => address.port);
    ports.set(t.app, port);
  }
  return port;
}

export async function visit(t: TestApp, path: string, options: VisitOptions = {}): Promise<Visit> {
  const port = await shortPort(t);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          host: options.host ?? t.config.links.shortDomain,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36',
          ...options.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** The nip part of a short URL. */
export function pathOf(link: Link): string {
  return `/${encodeURIComponent(link.nip)}`;
}

/** A second (not default) workspace of the account, written directly; returns its id. */
export async function insertWorkspace(t: TestApp, accountId: string, name: string): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await t.app.db
    .insertInto('workspaces')
    .values({
      id,
      account_id: accountId,
      name,
      is_default: t.app.dialect === 'postgres' ? false : 0,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return id;
}
