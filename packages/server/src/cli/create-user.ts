/** Creates a verified customer whose organisation is on the free plan (operator command, demos, tests). */
import { Email, Locale, Name, Password } from '@rabt/contract';
import type { Db, Dialect } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import { createAccountFor } from '../modules/accounts/queries.ts';
import { FREE_PLAN_ID } from '../modules/billing/plans.ts';
import { subscribeAccount } from '../modules/billing/queries.ts';
import { findCustomerByEmail, insertCustomer } from '../modules/customer/queries.ts';

export interface CreateUserInput {
  email: string;
  password: string;
  name?: string;
  language?: 'en' | 'ar';
}

export interface CreatedUser {
  customer_id: string;
  account_id: string;
  email: string;
}

export async function createUser(db: Db, dialect: Dialect, input: CreateUserInput): Promise<CreatedUser> {
  const name = input.name?.trim() || input.email.split('@')[0] || 'Admin';
  const language = input.language ?? 'en';
  const problems = [
    [Email.is(input.email), '--email must be a valid address'],
    [Password.is(input.password), '--password must be 8 to 200 characters'],
    [Name.is(name), '--name must be 1 to 120 characters'],
    [Locale.is(language), '--language must be en or ar'],
  ]
    .filter(([ok]) => !ok)
    .map(([, message]) => message as string);
  if (problems.length > 0) throw new Error(problems.join('; '));
  if (await findCustomerByEmail(db, input.email))
    throw new Error(`a customer with the email ${input.email.toLowerCase()} already exists`);

  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction().execute(async (trx) => {
    const customer = await insertCustomer(trx, { name, email: input.email, passwordHash, language, verified: true });
    const accountId = await createAccountFor(trx, dialect, { customerId: customer.id, name, language });
    return { customer_id: customer.id, account_id: accountId, email: customer.email };
  });
  await subscribeAccount(db, created.account_id, FREE_PLAN_ID, 'month');
  return created;
}
