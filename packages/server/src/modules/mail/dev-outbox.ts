/**
 * GET /dev/outbox (HTML) and /dev/outbox.json: the mails the dev outbox stored, newest first.
 * Registered only when DEV_OUTBOX=true and mail is not going out over SMTP, and answered only to
 * clients on this machine: the TCP peer must be a loopback address and the request must not come
 * through a proxy (no X-Forwarded-For / Forwarded): a proxy on this machine is not "this machine").
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml } from './templates.ts';

const LIMIT = 50;

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (proxied || !isLoopback(request.socket.remoteAddress)) throw notFound();
  });
  const list = () =>
    app.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to_address', 'subject', 'language', 'text_body', 'html_body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute();

  app.get('/dev/outbox.json', async () => {
    const rows = await list();
    return {
      results: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        language: r.language,
        text: r.text_body,
        html: r.html_body,
        links: [...r.text_body.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
        created_at: r.created_at,
      })),
    };
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (r) => `<article>
<h2>${escapeHtml(r.subject)}</h2>
<p class="meta">to ${escapeHtml(r.to_address)} · ${escapeHtml(r.kind)} · ${escapeHtml(r.language)} · ${escapeHtml(r.created_at)}</p>
<pre dir="auto">${escapeHtml(r.text_body).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre>
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:6px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#666}</style>
</head><body><h1>Dev outbox</h1><p>Mails the server would have sent (latest ${LIMIT}). Served only to this machine, only with DEV_OUTBOX=true.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
