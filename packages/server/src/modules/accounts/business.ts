/**
 * The organisation's name, logo, country and invoice details (settings/business). The logo is an
 * upload stored like company logos (decision 090, 069); a web address typed before uploads existed
 * (`logo_url`) is still shown until a logo is uploaded or removed.
 */
import { apiPaths, type BusinessDetails, type BusinessDetailsRequest } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { json } from '../../db/codec.ts';
import { imageOrFieldError } from '../../lib/images/upload.ts';
import { isoNow } from '../../lib/time.ts';

/** Only web addresses: an old free-text value (anything else) is not put into an image source. */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

export function businessLogoUrl(
  appUrl: string,
  row: { id: string; logo_hash: string | null; logo_url: string | null },
): string | null {
  if (row.logo_hash) return `${appUrl}/api/${apiPaths.accountLogo(row.id)}?v=${row.logo_hash}`;
  return row.logo_url && WEB_ADDRESS.test(row.logo_url) ? row.logo_url : null;
}

export async function readBusiness(db: Db, appUrl: string, accountId: string): Promise<BusinessDetails> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'logo_url', 'logo_hash', 'country', 'legal_name', 'tax_id', 'invoice_email', 'invoice_address'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    logo_url: businessLogoUrl(appUrl, row),
    country: row.country,
    legal_name: row.legal_name,
    tax_id: row.tax_id,
    invoice_email: row.invoice_email,
    address: json.decode<BusinessDetails['address']>(row.invoice_address, null),
  };
}

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export async function saveBusiness(
  db: Db,
  appUrl: string,
  accountId: string,
  input: BusinessDetailsRequest,
): Promise<BusinessDetails> {
  await db
    .updateTable('accounts')
    .set({
      name: input.name.trim(),
      // Left out (the upload screen never sends it): the logo stays as it is.
      ...(input.logo_url === undefined ? {} : { logo_url: blank(input.logo_url) }),
      country: blank(input.country)?.toUpperCase() ?? null,
      legal_name: blank(input.legal_name),
      tax_id: blank(input.tax_id),
      invoice_email: blank(input.invoice_email)?.toLowerCase() ?? null,
      invoice_address: input.address ? json.encode(input.address) : null,
      updated_at: isoNow(),
    })
    .where('id', '=', accountId)
    .execute();
  return readBusiness(db, appUrl, accountId);
}

/**
 * Upload bytes → the new logo (checked by its bytes, cropped square, resized, re-encoded like card
 * photos; 422 on `logo` when refused), or null to remove it. Either way the old web address goes.
 */
export async function setBusinessLogo(db: Db, appUrl: string, accountId: string, bytes: Buffer | null): Promise<BusinessDetails> {
  const image = bytes ? await imageOrFieldError(bytes, 'logo') : null;
  await db
    .updateTable('accounts')
    .set({ logo_jpeg: image?.base64 ?? null, logo_hash: image?.hash ?? null, logo_url: null, updated_at: isoNow() })
    .where('id', '=', accountId)
    .execute();
  return readBusiness(db, appUrl, accountId);
}

export async function businessLogo(db: Db, accountId: string): Promise<string | null> {
  // tenancy: public (the logo is shown wherever the organisation is, like company logos), by the account's id alone.
  const row = await db
    .selectFrom('accounts')
    .select('logo_jpeg')
    .where('id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.logo_jpeg ?? null;
}
