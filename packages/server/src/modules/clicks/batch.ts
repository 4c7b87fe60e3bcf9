/**
 * A click batch as the queue holds it and as it crosses to the writer thread: typed arrays, with
 * every string (link, account, address, agent, referrer) replaced by its index in one table of the
 * batch's distinct strings.
 *
 * Why not an array of click objects: a queued click lives for up to a flush interval, long enough
 * to survive one or two young-generation collections. Each surviving object and its header strings
 * is copied by every scavenge and then promoted to the old generation, where it dies and adds to
 * the major collections (the GC costs of the redirect service are in docs/decisions/035). Here a
 * click leaves nothing behind on the request thread but five integers and
 * a float in preallocated arrays; the header strings die young, and repeated values (one link, a
 * few hundred agents) are stored once. Structured clone then copies a few small typed arrays and
 * the distinct strings only.
 */
import type { RawClick } from './writer.ts';

export interface ClickColumns {
  /** Distinct strings of the batch; the index columns below point into it. */
  strings: string[];
  linkId: Uint32Array<ArrayBuffer>;
  accountId: Uint32Array<ArrayBuffer>;
  ip: Uint32Array<ArrayBuffer>;
  ua: Uint32Array<ArrayBuffer>;
  referer: Uint32Array<ArrayBuffer>;
  /** ms since epoch */
  at: Float64Array<ArrayBuffer>;
  /** 1 when the visit came from a QR code (?qr=1) */
  qr: Uint8Array<ArrayBuffer>;
}

/** Fills one batch of at most `capacity` clicks. */
export class ClickBatchBuilder {
  private readonly index = new Map<string, number>();
  private readonly strings: string[] = [];
  private readonly linkId: Uint32Array<ArrayBuffer>;
  private readonly accountId: Uint32Array<ArrayBuffer>;
  private readonly ip: Uint32Array<ArrayBuffer>;
  private readonly ua: Uint32Array<ArrayBuffer>;
  private readonly referer: Uint32Array<ArrayBuffer>;
  private readonly at: Float64Array<ArrayBuffer>;
  private readonly qr: Uint8Array<ArrayBuffer>;
  length = 0;

  constructor(readonly capacity: number) {
    this.linkId = new Uint32Array(capacity);
    this.accountId = new Uint32Array(capacity);
    this.ip = new Uint32Array(capacity);
    this.ua = new Uint32Array(capacity);
    this.referer = new Uint32Array(capacity);
    this.at = new Float64Array(capacity);
    this.qr = new Uint8Array(capacity);
  }

  get full(): boolean {
    return this.length >= this.capacity;
  }

  private intern(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.strings.length;
      this.strings.push(value);
      this.index.set(value, i);
    }
    return i;
  }

  push(click: RawClick): void {
    const n = this.length++;
    this.linkId[n] = this.intern(click.linkId);
    this.accountId[n] = this.intern(click.accountId);
    this.ip[n] = this.intern(click.ip);
    this.ua[n] = this.intern(click.ua);
    this.referer[n] = this.intern(click.referer);
    this.at[n] = click.at;
    this.qr[n] = click.qr ? 1 : 0;
  }

  /** The filled part as columns (views trimmed to the clicks pushed). */
  finish(): ClickColumns {
    const n = this.length;
    return {
      strings: this.strings,
      linkId: this.linkId.slice(0, n),
      accountId: this.accountId.slice(0, n),
      ip: this.ip.slice(0, n),
      ua: this.ua.slice(0, n),
      referer: this.referer.slice(0, n),
      at: this.at.slice(0, n),
      qr: this.qr.slice(0, n),
    };
  }
}

export function toColumns(clicks: readonly RawClick[]): ClickColumns {
  const builder = new ClickBatchBuilder(clicks.length);
  for (const click of clicks) builder.push(click);
  return builder.finish();
}

export function batchSize(columns: ClickColumns): number {
  return columns.at.length;
}
