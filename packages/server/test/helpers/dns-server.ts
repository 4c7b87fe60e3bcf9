/**
 * A tiny authoritative DNS server over UDP for the domains tests: A, AAAA, TXT and CNAME answers
 * from a mutable zone, NXDOMAIN for names it does not know, and NOERROR with no answers (NODATA)
 * for known names without the asked type. Enough for node:dns Resolver (c-ares) to talk to it
 * through DNS_SERVER=127.0.0.1:<port>.
 */
import { createSocket, type Socket } from 'node:dgram';

export interface ZoneEntry {
  A?: string[];
  AAAA?: string[];
  TXT?: string[][];
  CNAME?: string;
}

const TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;

function encodeName(name: string): Buffer {
  const parts = name
    .replace(/\.$/, '')
    .split('.')
    .filter(Boolean)
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! !== 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2));
  return out;
}

function record(name: string, type: number, rdata: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(type, 0);
  fixed.writeUInt16BE(1, 2); // IN
  fixed.writeUInt32BE(60, 4); // TTL
  fixed.writeUInt16BE(rdata.length, 8);
  return Buffer.concat([encodeName(name), fixed, rdata]);
}

export class TestDnsServer {
  readonly zone = new Map<string, ZoneEntry>();
  private socket: Socket | null = null;
  port = 0;
  queries: Array<{ name: string; type: number }> = [];

  set(name: string, entry: ZoneEntry): void {
    this.zone.set(name.toLowerCase(), entry);
  }

  delete(name: string): void {
    this.zone.delete(name.toLowerCase());
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  private answers(name: string, type: number, depth = 0): Buffer[] {
    const entry = this.zone.get(name);
    if (!entry || depth > 4) return [];
    if (entry.CNAME) {
      const alias = record(name, TYPES.CNAME, encodeName(entry.CNAME));
      if (type === TYPES.CNAME) return [alias];
      return [alias, ...this.answers(entry.CNAME.toLowerCase(), type, depth + 1)];
    }
    if (type === TYPES.A) return (entry.A ?? []).map((ip) => record(name, type, Buffer.from(ip.split('.').map(Number))));
    if (type === TYPES.AAAA) return (entry.AAAA ?? []).map((ip) => record(name, type, ipv6Bytes(ip)));
    if (type === TYPES.TXT) {
      return (entry.TXT ?? []).map((chunks) =>
        record(
          name,
          type,
          Buffer.concat(chunks.map((c) => Buffer.concat([Buffer.from([Buffer.byteLength(c)]), Buffer.from(c)]))),
        ),
      );
    }
    return [];
  }

  private respond(message: Buffer): Buffer {
    const id = message.readUInt16BE(0);
    const flags = message.readUInt16BE(2);
    const { name, end } = readName(message, 12);
    const type = message.readUInt16BE(end);
    this.queries.push({ name, type });
    const question = message.subarray(12, end + 4);
    const answers = this.answers(name, type);
    const known = this.zone.has(name);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(id, 0);
    // QR, opcode 0, AA, RD copied, RA; rcode 3 (NXDOMAIN) for unknown names.
    header.writeUInt16BE(0x8000 | 0x0400 | (flags & 0x0100) | 0x0080 | (known ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    return Buffer.concat([header, question, ...answers]);
  }

  async start(): Promise<this> {
    const socket = createSocket('udp4');
    socket.on('message', (message, remote) => {
      try {
        socket.send(this.respond(message), remote.port, remote.address);
      } catch {
        // A malformed query gets no answer, like a real server under attack.
      }
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    this.port = socket.address().port;
    this.socket = socket;
    return this;
  }

  async stop(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}
