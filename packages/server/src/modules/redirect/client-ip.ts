/**
 * The visitor's address for geo-IP and the password limit, following TRUST_PROXY like the API
 * does: false → the socket address; true → the left-most X-Forwarded-For entry; a number → that
 * many proxy hops from the right; a list of proxy addresses → skip those from the right
 * (exact addresses only on this path, no CIDR ranges).
 */
import type { IncomingMessage } from 'node:http';

export function clientIp(request: IncomingMessage, trustProxy: boolean | number | string): string {
  const socketIp = request.socket.remoteAddress ?? '';
  if (trustProxy === false) return socketIp;
  const header = request.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return socketIp;
  const chain = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketIp;
  if (trustProxy === true) return chain[0]!;
  if (typeof trustProxy === 'number') {
    // hops = number of trusted proxies in front of us, the nearest being the socket peer.
    const index = chain.length - trustProxy;
    return chain[Math.max(0, index)] ?? socketIp;
  }
  const trusted = new Set(trustProxy.split(',').map((s) => s.trim()));
  if (!trusted.has(socketIp)) return socketIp;
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.has(chain[i]!)) return chain[i]!;
  return chain[0]!;
}
