import { array, boolean, enums, literal, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { Address, Email, IsoDate, Locale, Name, Password } from './common.ts';
import { results } from './envelope.ts';

export const Customer = object({
  id: string(),
  name: string(),
  first_name: nullable(string()),
  last_name: nullable(string()),
  email: string(),
  phone: nullable(string()),
  language: Locale,
  email_verified: boolean(),
  address: nullable(Address),
  created_at: IsoDate,
});
export type Customer = Infer<typeof Customer>;
export const CustomerResponse = results(Customer);

/** Spec §5: name, phone and email are required on the profile form. */
export const UpdateCustomerRequest = object({
  name: Name,
  phone: size(string(), 3, 32),
  first_name: optional(nullable(size(string(), 0, 80))),
  last_name: optional(nullable(size(string(), 0, 80))),
  language: optional(Locale),
  address: optional(nullable(Address)),
});
export type UpdateCustomerRequest = Infer<typeof UpdateCustomerRequest>;

export const ChangePasswordRequest = object({
  current_password: size(string(), 1, 200),
  password: Password,
  password_confirmation: size(string(), 1, 200),
});
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** Changing the address asks for the password and re-verifies the new address. */
export const ChangeEmailRequest = object({ email: Email, password: size(string(), 1, 200) });
export type ChangeEmailRequest = Infer<typeof ChangeEmailRequest>;

export const DELETE_CONFIRMATION_WORD = 'CONFIRM';
export const deleteReasons = ['too_expensive', 'missing_features', 'switched_product', 'not_needed', 'other'] as const;
export const DeleteAccountRequest = object({
  reason: enums(deleteReasons),
  feedback: optional(size(string(), 0, 2000)),
  confirm: literal(DELETE_CONFIRMATION_WORD),
});
export type DeleteAccountRequest = Infer<typeof DeleteAccountRequest>;

export const OkResponse = results(object({ ok: literal(true) }));
export const CustomerList = array(Customer);

/** PUT customer answers the updated customer. */
export const UpdateCustomerResponse = CustomerResponse;

/**
 * A verified customer's change of address waiting for its link (decision 114): the customer keeps
 * signing in and receiving mail at the current address until the new one is verified. `expired`
 * once the link's time has passed; a new link (resend) starts it again.
 */
export const PendingEmailChange = object({
  email: string(),
  sent_at: IsoDate,
  expires_at: IsoDate,
  expired: boolean(),
});
export type PendingEmailChange = Infer<typeof PendingEmailChange>;
/** GET, DELETE (cancel) customer/email and POST customer/email/resend. */
export const EmailChangeState = object({ pending: nullable(PendingEmailChange) });
export type EmailChangeState = Infer<typeof EmailChangeState>;
export const EmailChangeResponse = results(EmailChangeState);
/**
 * PUT customer/email: the customer (address unchanged while a change is pending) and the pending
 * change. An unverified customer (fixing a mistyped sign-up address) has nothing to protect: the
 * address changes at once, `pending` is null and the new address gets the sign-up verification.
 */
export const ChangeEmailResult = object({ customer: Customer, pending: nullable(PendingEmailChange) });
export type ChangeEmailResult = Infer<typeof ChangeEmailResult>;
export const ChangeEmailResponse = results(ChangeEmailResult);
/** PUT customer/password and DELETE customer. */
export const ChangePasswordResponse = OkResponse;
export const DeleteAccountResponse = OkResponse;
