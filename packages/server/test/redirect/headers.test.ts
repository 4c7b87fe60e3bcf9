/**
 * hotHeaders against real requests: raw bytes on a socket, parsed by Node's own HTTP server, so the
 * test covers what the hot path relies on (Node's header object, its case folding and its handling
 * of repeated headers).
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotHeaders } from '../../src/modules/redirect/server.ts';

let server: Server;
let seen: ReturnType<typeof hotHeaders>[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(hotHeaders(request));
    response.writeHead(204, { connection: 'close' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends one request with exactly these header lines and returns what the handler read. */
async function headersOf(lines: string[], version = '1.1') {
  seen = [];
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  socket.write(`GET /abc HTTP/${version}\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`);
  socket.resume();
  await new Promise((resolve) => socket.on('close', resolve));
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe('hotHeaders (Host, User-Agent and Referer of the redirect hot path)', () => {
  it('finds them whatever their case, and lower-cases the host', async () => {
    expect(await headersOf(['HOST: Go.Example.COM', 'accept: */*', 'User-Agent: curl/8', 'REFERER: https://t.co/x'])).toEqual({
      host: 'go.example.com',
      ua: 'curl/8',
      referer: 'https://t.co/x',
    });
  });

  it('keeps the first of repeated headers', async () => {
    expect(
      await headersOf(['host: a.test', 'host: b.test', 'user-agent: one', 'user-agent: two', 'referer: r1', 'referer: r2']),
    ).toEqual({
      host: 'a.test',
      ua: 'one',
      referer: 'r1',
    });
  });

  it('answers empty strings for missing headers, and ignores look-alike names (HTTP/1.0 needs no Host)', async () => {
    expect(await headersOf(['hosts: x', 'referrer: y', 'user-agents: z'], '1.0')).toEqual({ host: '', ua: '', referer: '' });
  });
});
