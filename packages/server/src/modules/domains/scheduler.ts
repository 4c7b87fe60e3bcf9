/**
 * The background re-check of pending domains: a self-rescheduling timer (never overlapping
 * passes), unref'd so it never keeps a process alive, and stop() waits for a running pass so
 * shutdown does not close the database under it.
 */
import type { FastifyBaseLogger } from 'fastify';

export class CheckScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly pass: () => Promise<number>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.runOnce().finally(() => this.schedule()), this.intervalMs);
    this.timer.unref();
  }

  /** One pass now (also used by tests); concurrent calls share the running pass. */
  async runOnce(): Promise<number> {
    if (this.running) return (await this.running.catch(() => 0)) as number;
    const pass = this.pass().catch((error: unknown) => {
      this.log.error({ err: error }, 'domain re-check pass failed');
      return 0;
    });
    this.running = pass;
    try {
      return await pass;
    } finally {
      this.running = null;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }
}
