/** Settings pages beyond the profile: notifications, sessions, business details, organisations. */
import { array, boolean, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { Address, IsoDate, Name } from './common.ts';
import { results } from './envelope.ts';

/** Which emails a member receives (per customer). */
export const NotificationSettings = object({
  weekly_report: boolean(),
  domain_status: boolean(),
  billing: boolean(),
  team: boolean(),
});
export type NotificationSettings = Infer<typeof NotificationSettings>;
export const defaultNotificationSettings: NotificationSettings = {
  weekly_report: true,
  domain_status: true,
  billing: true,
  team: true,
};
export const NotificationSettingsResponse = results(NotificationSettings);

export const SessionInfo = object({
  id: string(),
  device: string(),
  browser: nullable(string()),
  os: nullable(string()),
  ip: nullable(string()),
  created_at: IsoDate,
  last_used_at: IsoDate,
  current: boolean(),
});
export type SessionInfo = Infer<typeof SessionInfo>;
export const SessionListResponse = results(array(SessionInfo));
export const SignedOutResponse = results(object({ revoked: array(string()) }));

/** The organisation's name, logo, country, and what invoices show. */
export const BusinessDetails = object({
  name: string(),
  /**
   * Absolute URL of the uploaded logo (a square JPEG, `?v=<hash>`), or the web address typed
   * before uploads existed (http/https only), or null.
   */
  logo_url: nullable(string()),
  country: nullable(string()),
  legal_name: nullable(string()),
  tax_id: nullable(string()),
  invoice_email: nullable(string()),
  address: nullable(Address),
});
export type BusinessDetails = Infer<typeof BusinessDetails>;
export const BusinessDetailsResponse = results(BusinessDetails);
export const BusinessDetailsRequest = object({
  name: Name,
  /**
   * Deprecated: the logo is uploaded (`PUT account/logo`). Still accepted from older clients as a
   * web address; left out, the logo stays as it is.
   */
  logo_url: optional(nullable(size(string(), 0, 500))),
  country: optional(nullable(size(string(), 0, 2))),
  legal_name: optional(nullable(size(string(), 0, 200))),
  tax_id: optional(nullable(size(string(), 0, 64))),
  invoice_email: optional(nullable(size(string(), 0, 254))),
  address: optional(nullable(Address)),
});
export type BusinessDetailsRequest = Infer<typeof BusinessDetailsRequest>;

export const CreateAccountRequest = object({ name: Name });
export type CreateAccountRequest = Infer<typeof CreateAccountRequest>;
/** POST accounts answers 201 with the new organisation's id (the creator is its owner, no plan yet). */
export const CreateAccountResponse = results(object({ id: string() }));
export const LeaveAccountResponse = results(object({ account_id: string(), left: boolean() }));
