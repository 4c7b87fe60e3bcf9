/** GET /api/openapi.json and GET /api/docs (decision 065): public, built once per process. */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/templates.ts';
import { buildOpenApi } from './document.ts';
import type { JsonSchema } from './schema.ts';

type Op = { summary: string; tags: string[]; 'x-permission': string | null; 'x-callers': string; requestBody?: JsonSchema };

/** A readable, dependency-free reference: every operation with its permission and a curl line. */
function referencePage(doc: JsonSchema, base: string): string {
  const paths = doc.paths as Record<string, Record<string, Op>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      const curl = `curl -X ${method.toUpperCase()} ${base}${path} -H 'Authorization: Bearer rk_…'${op.requestBody ? " -H 'Content-Type: application/json' -d '{…}'" : ''}`;
      const row = `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary)}</td><td>${
        op['x-permission'] ? `<code>${escapeHtml(op['x-permission'])}</code>` : escapeHtml(op['x-callers'])
      }</td><td><code class="curl">${escapeHtml(curl)}</code></td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, rows]) =>
        `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><div class="scroll"><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Permission</th><th>Example</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`,
    )
    .join('\n');
  const info = doc.info as { title: string; description: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(info.title)} reference</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:1200px;margin-inline:auto;color:#111}code{font-family:ui-monospace,monospace;font-size:13px}.curl{overflow-wrap:anywhere}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}td,th{border-block-end:1px solid #e2e5ea;padding:6px 8px;text-align:start;vertical-align:top}@media (prefers-color-scheme:dark){body{background:#111;color:#eee}td,th{border-color:#333}}</style></head>
<body><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p><p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1; load it in any OpenAPI client to try calls with your key).</p>${sections}</body></html>`;
}

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let doc: JsonSchema | null = null;
  const document = () => (doc ??= buildOpenApi(app));

  // GET /api/openapi.json – the OpenAPI 3.1 document of every /api route
  app.get('/openapi.json', { config: { policy: { access: 'public' } } }, async () => document());

  // GET /api/docs – the reference page for API-key users
  app.get('/docs', { config: { policy: { access: 'public' } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(referencePage(document(), `${app.config.appUrl}/api`)),
  );
}
