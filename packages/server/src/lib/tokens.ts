/**
 * Opaque secrets handed to clients (session, reset and verification tokens). Only the SHA-256 of a
 * token is stored: a 256-bit random token needs no slow hash, and a database leak yields nothing
 * usable.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
