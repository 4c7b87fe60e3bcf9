/**
 * HTTPS for branded domains on SHORT_TLS_PORT: a tls.Server whose SNICallback picks the
 * certificate by server name, then hands each decrypted connection to the redirect service's
 * own http.Server, so HTTP and HTTPS visits take exactly the same path (cache, gates, clicks).
 *
 * Certificates come from CertificateSources, asked in order: today the uploaded ones (database,
 * private key unsealed with SECRET); an ACME source can be added in front later without touching
 * this file (docs/decisions/040-domains-tls-certificates.md). Secure contexts are cached per
 * host; an upload or delete on this node refreshes at once, other nodes within the cache TTL.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createSecureContext, createServer, type SecureContext, type Server as TlsServer, type TLSSocket } from 'node:tls';
import type { Db } from '../../db/schema.ts';
import { unseal } from './sealing.ts';

export interface CertificatePair {
  /** PEM chain, leaf first. */
  chainPem: string;
  /** Unencrypted PEM private key. */
  keyPem: string;
}

/** Where certificates come from: uploads now, ACME (HTTP-01 on the redirect service) later. */
export interface CertificateSource {
  readonly name: string;
  /** The certificate to serve for `host` (lower-case ASCII), or null when this source has none. */
  find(host: string): Promise<CertificatePair | null>;
}

/** Uploaded certificates of active branded domains. */
export class UploadedCertificateSource implements CertificateSource {
  readonly name = 'upload';

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  async find(host: string): Promise<CertificatePair | null> {
    const row = await this.db
      .selectFrom('domain_certificates')
      .innerJoin('domains', 'domains.id', 'domain_certificates.domain_id')
      .select(['domains.id', 'domain_certificates.chain_pem', 'domain_certificates.key_sealed'])
      .where('domains.name', '=', host)
      .where('domains.verification_state', '=', 'active')
      .executeTakeFirst();
    if (!row) return null;
    return { chainPem: row.chain_pem, keyPem: unseal(this.secret, row.key_sealed, row.id) };
  }
}

interface Entry {
  context: SecureContext | null;
  expires: number;
}

const NEGATIVE_TTL_MS = 30_000;

export class CertificateStore {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<SecureContext | null>>();

  constructor(
    private readonly sources: CertificateSource[],
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async context(host: string): Promise<SecureContext | null> {
    const key = host.toLowerCase().replace(/\.$/, '');
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.context;
    const running = this.loading.get(key);
    if (running) return running;
    const load = this.load(key).finally(() => this.loading.delete(key));
    this.loading.set(key, load);
    return load;
  }

  private async load(host: string): Promise<SecureContext | null> {
    let context: SecureContext | null = null;
    for (const source of this.sources) {
      try {
        const pair = await source.find(host);
        if (pair) {
          context = createSecureContext({ cert: pair.chainPem, key: pair.keyPem });
          break;
        }
      } catch (error) {
        this.log.error({ err: error, host, source: source.name }, 'certificate could not be loaded');
      }
    }
    this.entries.set(host, { context, expires: this.now() + (context ? this.ttlMs : Math.min(this.ttlMs, NEGATIVE_TTL_MS)) });
    return context;
  }

  invalidate(host: string): void {
    this.entries.delete(host.toLowerCase());
  }

  clear(): void {
    this.entries.clear();
  }
}

export class TlsFrontend {
  readonly server: TlsServer;
  private readonly sockets = new Set<Socket>();

  constructor(store: CertificateStore, httpServer: HttpServer, log: FastifyBaseLogger) {
    this.server = createServer({
      SNICallback: (servername, callback) => {
        store.context(servername).then(
          (context) => (context ? callback(null, context) : callback(new Error(`no certificate for ${servername}`))),
          (error: Error) => callback(error),
        );
      },
    });
    this.server.on('secureConnection', (socket: TLSSocket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      httpServer.emit('connection', socket);
    });
    // Unknown names, plain HTTP on the TLS port, scanners: not worth more than a debug line.
    this.server.on('tlsClientError', (error: Error) => log.debug({ err: error }, 'TLS handshake refused'));
  }

  async listen(port: number, host: string): Promise<AddressInfo> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    return this.server.address() as AddressInfo;
  }

  async close(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const force = setTimeout(() => {
      for (const socket of this.sockets) socket.destroy();
    }, 2_000);
    for (const socket of this.sockets) socket.end();
    await closed;
    clearTimeout(force);
  }
}
