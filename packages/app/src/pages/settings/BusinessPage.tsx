import { BusinessScreen, type BusinessState, type BusinessValues } from '@rabt/screens';
import type { BillingAddress, BusinessDetails } from '@rabt/contract';
import { useT } from '@rabt/ui';
import { billingApi, useBillingAddress, useRevalidateBilling } from '../../api/billing.ts';
import type { ApiError } from '../../api/errors.ts';
import { useBusiness, useSettingsWrites } from '../../api/settings.ts';
import { usePermitted } from '../../api/team.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { DeniedOr } from './Denied.tsx';
import { businessRequest, failedState, formErrors } from './personal.ts';

export function businessState(
  business: BusinessDetails | undefined,
  address: BillingAddress | null | undefined,
  error: ApiError | undefined,
  canEdit: boolean,
): BusinessState {
  if (business && address !== undefined) return { state: 'ready', business, address, canEdit };
  if (error) return failedState(error);
  return { state: 'loading' };
}

const BUSINESS_FIELDS = ['name', 'country', 'legal_name', 'invoice_email'] as const;

/** Why the server refused a logo, as the screen's reason code (its message is in the catalogues). */
export function logoRefusal(error: unknown): string {
  const e = error as Partial<ApiError>;
  const detail = Array.isArray(e.details) ? (e.details[0] as { code?: string } | undefined)?.code : undefined;
  if (detail?.startsWith('photo_')) return detail;
  if (e.code === 'PAYLOAD_TOO_LARGE') return 'photo_too_large';
  if (e.code === 'UNSUPPORTED_MEDIA_TYPE') return 'photo_type';
  return 'photo_failed';
}

/** /settings/business: account/business for the organisation, billing/address for what invoices show. */
export function BusinessPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const business = useBusiness();
  const address = useBillingAddress();
  const writes = useSettingsWrites();
  const revalidateBilling = useRevalidateBilling();
  const canEdit = usePermitted('billing:edit');
  const error = business.error ?? address.error;
  useDataPending(business.isLoading || address.isLoading);
  return (
    <DeniedOr error={error}>
      <BusinessScreen
        {...businessState(business.data, address.data, error, canEdit)}
        onSaveBusiness={async (values: BusinessValues) => {
          if (!business.data) return undefined;
          try {
            await writes.saveBusiness(businessRequest(values, business.data));
            return undefined;
          } catch (e) {
            return formErrors<BusinessValues>(e, BUSINESS_FIELDS, t);
          }
        }}
        onUploadLogo={async (file) => {
          try {
            await writes.uploadLogo(file);
            return undefined;
          } catch (e) {
            return logoRefusal(e);
          }
        }}
        onRemoveLogo={() => writes.removeLogo()}
        onSaveAddress={(values) => billingApi.saveAddress(values).then(() => void revalidateBilling())}
        onRetry={() => {
          void business.mutate();
          void address.mutate();
        }}
      />
    </DeniedOr>
  );
}
