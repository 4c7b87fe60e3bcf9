/**
 * Sending never blocks or fails the request that caused it: a slow or broken SMTP server must not
 * break registration, and `forgot` must take the same time whether or not the address exists.
 * Sends are tracked so tests and shutdown can wait for them (`drain`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './transport.ts';
import type { RenderedMail } from './templates.ts';

export class MailService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(to: string, mail: RenderedMail): void {
    const job = this.transport
      .deliver(to, mail)
      .catch((error: unknown) => this.log.error({ err: error, mail: { to, kind: mail.kind } }, 'mail delivery failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Runs mail-producing work after the response, e.g. forgot's lookup, so its timing says nothing. */
  background(task: () => Promise<void>): void {
    const job = task()
      .catch((error: unknown) => this.log.error({ err: error }, 'background mail task failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled(this.pending);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.transport.close();
  }
}
