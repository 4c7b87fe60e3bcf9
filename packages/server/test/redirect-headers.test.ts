import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hotHeaders } from '../src/modules/redirect/server.ts';

const request = (rawHeaders: string[]) => ({ rawHeaders }) as unknown as IncomingMessage;

describe('hotHeaders (the redirect hot path reads rawHeaders, not request.headers)', () => {
  it('finds Host, User-Agent and Referer whatever their case, and lower-cases the host', () => {
    expect(
      hotHeaders(request(['HOST', 'Go.Example.COM', 'accept', '*/*', 'User-Agent', 'curl/8', 'REFERER', 'https://t.co/x'])),
    ).toEqual({ host: 'go.example.com', ua: 'curl/8', referer: 'https://t.co/x' });
  });

  it('keeps the first of repeated headers, like Node does', () => {
    expect(hotHeaders(request(['host', 'a.test', 'host', 'b.test', 'user-agent', 'one', 'user-agent', 'two'])).host).toBe(
      'a.test',
    );
    expect(hotHeaders(request(['user-agent', 'one', 'user-agent', 'two'])).ua).toBe('one');
  });

  it('answers empty strings for missing headers, and ignores look-alike names', () => {
    expect(hotHeaders(request(['hosts', 'x', 'referrer', 'y', 'user-agents', 'z']))).toEqual({ host: '', ua: '', referer: '' });
  });
});
