import { define, literal, nullable, object, optional, refine, size, string, enums } from 'superstruct';

// A pragmatic e-mail check: one @, a dot in the domain, no spaces. The server re-checks by
// sending mail; stricter regexes refuse real addresses.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = refine(size(string(), 3, 254), 'email', (v) => EMAIL_RE.test(v) || 'invalid_email');
export const Password = size(string(), 8, 200);
export const Name = size(string(), 1, 120);
export const IsoDate = define<string>('iso_date', (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
export const Locale = enums(['en', 'ar']);
export type Locale = 'en' | 'ar';
export const Id = size(string(), 1, 64);

export const Address = object({
  line1: size(string(), 0, 200),
  line2: optional(nullable(size(string(), 0, 200))),
  city: size(string(), 0, 120),
  state: optional(nullable(size(string(), 0, 120))),
  country: size(string(), 0, 2),
  postal_code: optional(nullable(size(string(), 0, 20))),
});

/** GET health: the database answered a ping. */
export const HealthResponse = object({ results: object({ status: literal('ok'), db: literal('ok') }) });
