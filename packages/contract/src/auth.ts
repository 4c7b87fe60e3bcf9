import { literal, object, optional, size, string, boolean, type Infer } from 'superstruct';
import { Email, Locale, Name, Password } from './common.ts';
import { results } from './envelope.ts';

export const LoginRequest = object({ email: Email, password: size(string(), 1, 200) });
export type LoginRequest = Infer<typeof LoginRequest>;
export const Session = object({ token: string(), account_id: string() });
export type Session = Infer<typeof Session>;
export const LoginResponse = results(Session);

export const RegisterRequest = object({
  name: Name,
  email: Email,
  password: Password,
  language: optional(Locale),
});
export type RegisterRequest = Infer<typeof RegisterRequest>;
/** Registration signs the new customer in; the next call answers REQUIRE_VERIFICATION. */
export const RegisterResponse = results(Session);

export const ForgotRequest = object({ email: Email });
export type ForgotRequest = Infer<typeof ForgotRequest>;
/** Always `{ sent: true }`: forgot never reveals whether an address has an account. */
export const ForgotResponse = results(object({ sent: literal(true) }));

export const ValidateResetResponse = results(object({ valid: literal(true), email: string() }));

export const CompleteResetRequest = object({
  customer_id: size(string(), 1, 64),
  token: size(string(), 1, 200),
  password: Password,
});
export type CompleteResetRequest = Infer<typeof CompleteResetRequest>;
export const CompleteResetResponse = results(object({ reset: literal(true) }));

export const VerifyEmailRequest = object({ customer_id: size(string(), 1, 64), token: size(string(), 1, 200) });
export type VerifyEmailRequest = Infer<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = results(object({ verified: literal(true) }));
export const ResendVerificationResponse = results(object({ sent: literal(true) }));

export const LogoutResponse = results(object({ ok: boolean() }));
