/** Customers: the people who sign in. Addresses are stored lower-cased. */
import type { Customer, Locale, UpdateCustomerRequest } from '@rabt/contract';
import type { CustomersTable, Db } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findCustomerByEmail(db: Db, email: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findCustomerById(db: Db, id: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** First word and the rest: a starting point the customer can edit on the profile screen. */
export function splitName(name: string): { first: string | null; last: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first || null, last: rest.length > 0 ? rest.join(' ') : null };
}

export async function insertCustomer(
  db: Db,
  input: { name: string; email: string; passwordHash: string; language: Locale; verified?: boolean },
): Promise<CustomersTable> {
  const now = isoNow();
  const { first, last } = splitName(input.name);
  const row: CustomersTable = {
    id: newId(),
    name: input.name.trim(),
    first_name: first,
    last_name: last,
    email: normaliseEmail(input.email),
    phone: null,
    language: input.language,
    password_hash: input.passwordHash,
    email_verified_at: input.verified ? now : null,
    address_line1: null,
    address_line2: null,
    address_city: null,
    address_state: null,
    address_country: null,
    address_postal_code: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    notification_settings: null,
  };
  await db.insertInto('customers').values(row).execute();
  return row;
}

export function toContractCustomer(c: CustomersTable): Customer {
  const hasAddress = [
    c.address_line1,
    c.address_line2,
    c.address_city,
    c.address_state,
    c.address_country,
    c.address_postal_code,
  ].some((v) => v !== null);
  return {
    id: c.id,
    name: c.name,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    language: c.language === 'ar' ? 'ar' : 'en',
    email_verified: c.email_verified_at !== null,
    address: hasAddress
      ? {
          line1: c.address_line1 ?? '',
          line2: c.address_line2,
          city: c.address_city ?? '',
          state: c.address_state,
          country: c.address_country ?? '',
          postal_code: c.address_postal_code,
        }
      : null,
    created_at: c.created_at,
  };
}

export async function updateProfile(db: Db, id: string, input: UpdateCustomerRequest): Promise<void> {
  const changes: Partial<CustomersTable> = { name: input.name.trim(), phone: input.phone.trim(), updated_at: isoNow() };
  // Optional fields: absent means "leave as is", null means "clear".
  if (input.first_name !== undefined) changes.first_name = input.first_name;
  if (input.last_name !== undefined) changes.last_name = input.last_name;
  if (input.language !== undefined) changes.language = input.language;
  if (input.address !== undefined) {
    const a = input.address;
    changes.address_line1 = a?.line1 ?? null;
    changes.address_line2 = a?.line2 ?? null;
    changes.address_city = a?.city ?? null;
    changes.address_state = a?.state ?? null;
    changes.address_country = a?.country ? a.country.toUpperCase() : null;
    changes.address_postal_code = a?.postal_code ?? null;
  }
  await db.updateTable('customers').set(changes).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('customers').set({ password_hash: passwordHash, updated_at: isoNow() }).where('id', '=', id).execute();
}

export async function markEmailVerified(db: Db, id: string, email: string): Promise<boolean> {
  const now = isoNow();
  const result = await db
    .updateTable('customers')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new address starts unverified; outstanding links to the old one stop working. */
export async function changeEmail(db: Db, id: string, email: string): Promise<void> {
  const now = isoNow();
  await db
    .updateTable('customers')
    .set({ email: normaliseEmail(email), email_verified_at: null, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}
