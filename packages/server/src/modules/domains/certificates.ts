/**
 * Uploaded certificates: the PEM chain and private key are read with node:crypto, checked as a
 * matching pair (X509Certificate#checkPrivateKey), checked to cover the domain (checkHost, so
 * wildcards count), to be currently valid, and to be in order (each certificate issued by the
 * next). Every problem is a field error with a sentence a person can act on.
 */
import type { CertificateInfo, FieldError } from '@rabt/contract';
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';

const CERT_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export const CERT_MESSAGES = {
  certificateRequired: 'SSL certificate is required',
  keyRequired: 'Private key is required',
  notPem: 'This is not a PEM certificate: paste the text that starts with -----BEGIN CERTIFICATE-----',
  unreadable: (n: number) => `Certificate ${n} of the chain could not be read; check that it was copied completely`,
  keyNotPem: 'This is not a PEM private key: paste the text that starts with -----BEGIN PRIVATE KEY-----',
  keyEncrypted: 'The private key is protected by a passphrase; upload it without one',
  keyIsCertificate: 'This is a certificate, not a private key',
  mismatch: 'The private key does not match the certificate',
  wrongHost: (domain: string, hosts: string[]) =>
    `The certificate does not cover ${domain}${hosts.length ? ` (it covers ${hosts.join(', ')})` : ''}`,
  expired: (date: string) => `The certificate expired on ${date}`,
  notYetValid: (date: string) => `The certificate is not valid before ${date}`,
  chainOrder: (n: number) => `The chain is not in order: certificate ${n} was not issued by certificate ${n + 1}`,
} as const;

export interface ParsedPair {
  info: Omit<CertificateInfo, 'uploaded_at' | 'source'>;
  /** The chain re-joined (leaf first), without anything around the PEM blocks. */
  chainPem: string;
  /** The key as unencrypted PKCS#8 PEM. */
  keyPem: string;
}

function commonName(dn: string): string | null {
  const match = /(?:^|\n)CN=([^\n]+)/.exec(dn);
  return match ? match[1]!.trim() : null;
}

export function certificateHosts(cert: X509Certificate): string[] {
  const san = cert.subjectAltName;
  const dns = san
    ? san
        .split(/,\s*/)
        .filter((p) => p.startsWith('DNS:'))
        .map((p) => p.slice(4).toLowerCase())
    : [];
  if (dns.length > 0) return dns;
  const cn = commonName(cert.subject);
  return cn ? [cn.toLowerCase()] : [];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function parseCertificatePair(
  chainInput: string,
  keyInput: string,
  domain: string,
  now: Date = new Date(),
): { ok: true; pair: ParsedPair } | { ok: false; fields: FieldError[] } {
  const fields: FieldError[] = [];
  const fail = (field: 'certificate' | 'private_key', code: string, message: string) => fields.push({ field, code, message });
  if (!chainInput.trim()) fail('certificate', 'required', CERT_MESSAGES.certificateRequired);
  if (!keyInput.trim()) fail('private_key', 'required', CERT_MESSAGES.keyRequired);

  let chain: X509Certificate[] = [];
  if (chainInput.trim()) {
    const blocks = chainInput.match(CERT_BLOCK) ?? [];
    if (blocks.length === 0) fail('certificate', 'invalid_pem', CERT_MESSAGES.notPem);
    for (const [i, block] of blocks.entries()) {
      try {
        chain.push(new X509Certificate(block));
      } catch {
        fail('certificate', 'invalid_pem', CERT_MESSAGES.unreadable(i + 1));
        chain = [];
        break;
      }
    }
  }

  let key: KeyObject | null = null;
  if (keyInput.trim()) {
    if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(keyInput)) {
      fail('private_key', 'encrypted_key', CERT_MESSAGES.keyEncrypted);
    } else if (/-----BEGIN CERTIFICATE-----/.test(keyInput) && !/PRIVATE KEY-----/.test(keyInput)) {
      fail('private_key', 'invalid_key', CERT_MESSAGES.keyIsCertificate);
    } else {
      const block = /-----BEGIN ([A-Z ]*)PRIVATE KEY-----[\s\S]+?-----END \1PRIVATE KEY-----/.exec(keyInput);
      try {
        if (!block) throw new Error('no block');
        key = createPrivateKey({ key: block[0], format: 'pem' });
      } catch {
        fail('private_key', 'invalid_key', CERT_MESSAGES.keyNotPem);
      }
    }
  }
  if (fields.length > 0 || chain.length === 0 || !key) return { ok: false, fields };

  const leaf = chain[0]!;
  if (!leaf.checkPrivateKey(key)) fail('private_key', 'key_mismatch', CERT_MESSAGES.mismatch);
  const hosts = certificateHosts(leaf);
  if (!leaf.checkHost(domain, { subject: 'default' })) fail('certificate', 'wrong_host', CERT_MESSAGES.wrongHost(domain, hosts));
  const validFrom = new Date(leaf.validFrom);
  const validTo = new Date(leaf.validTo);
  if (validTo.getTime() <= now.getTime()) fail('certificate', 'expired', CERT_MESSAGES.expired(day(validTo)));
  else if (validFrom.getTime() > now.getTime()) fail('certificate', 'not_yet_valid', CERT_MESSAGES.notYetValid(day(validFrom)));
  for (let i = 0; i + 1 < chain.length; i++) {
    if (!chain[i]!.checkIssued(chain[i + 1]!)) {
      fail('certificate', 'chain_order', CERT_MESSAGES.chainOrder(i + 1));
      break;
    }
  }
  if (fields.length > 0) return { ok: false, fields };

  const selfSigned = leaf.checkIssued(leaf) && leaf.verify(leaf.publicKey);
  return {
    ok: true,
    pair: {
      info: {
        subject: commonName(leaf.subject),
        issuer: commonName(leaf.issuer),
        hosts,
        valid_from: validFrom.toISOString(),
        valid_to: validTo.toISOString(),
        fingerprint256: leaf.fingerprint256,
        self_signed: selfSigned,
        chain_length: chain.length,
      },
      chainPem: `${chain.map((c) => c.toString().trim()).join('\n')}\n`,
      keyPem: key.export({ format: 'pem', type: 'pkcs8' }).toString(),
    },
  };
}
