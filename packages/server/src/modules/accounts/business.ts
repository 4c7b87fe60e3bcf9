/** The organisation's name, logo, country and invoice details (settings/business). */
import type { BusinessDetails, BusinessDetailsRequest } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { isoNow } from '../../lib/time.ts';

export async function readBusiness(db: Db, accountId: string): Promise<BusinessDetails> {
  const row = await db
    .selectFrom('accounts')
    .select(['name', 'logo_url', 'country', 'legal_name', 'tax_id', 'invoice_email', 'invoice_address'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    logo_url: row.logo_url,
    country: row.country,
    legal_name: row.legal_name,
    tax_id: row.tax_id,
    invoice_email: row.invoice_email,
    address: json.decode<BusinessDetails['address']>(row.invoice_address, null),
  };
}

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export async function saveBusiness(db: Db, accountId: string, input: BusinessDetailsRequest): Promise<BusinessDetails> {
  await db
    .updateTable('accounts')
    .set({
      name: input.name.trim(),
      logo_url: blank(input.logo_url),
      country: blank(input.country)?.toUpperCase() ?? null,
      legal_name: blank(input.legal_name),
      tax_id: blank(input.tax_id),
      invoice_email: blank(input.invoice_email)?.toLowerCase() ?? null,
      invoice_address: input.address ? json.encode(input.address) : null,
      updated_at: isoNow(),
    })
    .where('id', '=', accountId)
    .execute();
  return readBusiness(db, accountId);
}
