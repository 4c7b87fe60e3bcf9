/**
 * Branded domains at run time, built once per app: the DNS resolver (DNS_SERVER), the SNI
 * certificate store, the HTTPS front of the redirect service (SHORT_TLS_PORT), and the background
 * re-check of pending domains (and the uploaded certificates' expiry warnings). Both start when the app listens (tests drive them by hand) and
 * stop in preClose, before the links runtime and the database close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { createResolver } from './dns.ts';
import { CheckScheduler } from './scheduler.ts';
import { checkDueDomains, warnExpiringCertificates } from './service.ts';
import { CertificateStore, TlsFrontend, UploadedCertificateSource } from './tls.ts';

export class DomainsRuntime {
  constructor(
    readonly resolver: Resolver,
    readonly certificates: CertificateStore,
    readonly tls: TlsFrontend,
    readonly scheduler: CheckScheduler,
  ) {}

  listenTls(port: number, host: string): Promise<AddressInfo> {
    return this.tls.listen(port, host);
  }

  async close(): Promise<void> {
    await this.scheduler.stop();
    await this.tls.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    domains: DomainsRuntime;
  }
}

async function domainsRuntime(app: FastifyInstance): Promise<void> {
  const settings = app.config.domains;
  const certificates = new CertificateStore(
    [new UploadedCertificateSource(app.db, app.config.secret)],
    settings.certCacheTtlMs,
    app.log,
  );
  const runtime = new DomainsRuntime(
    createResolver(settings),
    certificates,
    new TlsFrontend(certificates, app.links.server, app.log),
    new CheckScheduler(
      async () => {
        const checked = await checkDueDomains(app);
        await warnExpiringCertificates(app);
        return checked;
      },
      settings.checkIntervalMs,
      app.log,
    ),
  );
  app.decorate('domains', runtime);
  app.addHook('onListen', async () => {
    runtime.scheduler.start();
    if (settings.tlsPort !== null) {
      await runtime.listenTls(settings.tlsPort, app.config.host);
      app.log.info({ port: settings.tlsPort }, `Branded domains are served over HTTPS on port ${settings.tlsPort}`);
    }
  });
  app.addHook('preClose', async () => runtime.close());
}

export default fp(domainsRuntime, { name: 'domains-runtime' });
