/**
 * Private keys at rest: AES-256-GCM under a key derived from SECRET with HKDF, the domain id as
 * associated data (a sealed key copied onto another domain's row does not open). Format:
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so the scheme can change without a migration.
 * Rotating SECRET makes stored keys unreadable: re-upload (docs/decisions/040-domains-tls-certificates.md).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rabt', 'domain-certificate-private-keys v1', 32));
}

export function seal(secret: string, plaintext: string, domainId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(domainId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function unseal(secret: string, sealed: string, domainId: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed key format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(domainId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
