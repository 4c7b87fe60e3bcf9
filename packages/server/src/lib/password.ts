/**
 * Argon2id with OWASP's minimum parameters. Each hash takes ~19 MiB and ~40 ms of one core; on a
 * 2-core box a burst of logins must not starve the event loop's thread pool or the memory, so
 * hashes go through a small semaphore.
 */
import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

// algorithm 2 = Argon2id (the package exports it as an ambient const enum, unusable with verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const gate = new Semaphore(Math.max(1, Math.min(4, availableParallelism())));

export function hashPassword(password: string): Promise<string> {
  return gate.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });
}

// A real hash of a random password: verifying against it when the e-mail is unknown makes a failed
// login take as long as a wrong password, so timing does not reveal which addresses exist.
let dummyHash: Promise<string> | null = null;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
