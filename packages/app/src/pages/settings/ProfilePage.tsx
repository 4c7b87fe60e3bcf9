import {
  ProfileScreen,
  type EmailChangeValues,
  type PasswordChangeValues,
  type ProfileState,
  type ProfileValues,
} from '@rabt/screens';
import { useEffect, useRef } from 'react';
import type { Customer, EmailChangeState } from '@rabt/contract';
import { useT } from '@rabt/ui';
import { useCustomer } from '../../api/customer.ts';
import type { ApiError } from '../../api/errors.ts';
import { settingsApi, useEmailChange, useSettingsWrites } from '../../api/settings.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { localeStore } from '../../i18n/locale.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { failedState, formErrors, profileRequest } from './personal.ts';

/** Ready once both the customer and the pending change of address (decision 114) are loaded. */
export function profileState(
  data: Customer | undefined,
  error: ApiError | undefined,
  change: EmailChangeState | undefined,
  changeError: ApiError | undefined,
): ProfileState {
  if (data && change) return { state: 'ready', customer: data, pending: change.pending };
  if (error) return failedState(error);
  if (changeError) return failedState(changeError);
  return { state: 'loading' };
}

const PROFILE_FIELDS = ['name', 'phone', 'language', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

/** /settings/profile */
export function ProfilePage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const customer = useCustomer();
  const change = useEmailChange();
  const writes = useSettingsWrites();
  useDataPending(customer.isLoading || change.isLoading);
  // A pending change that disappears without a cancel here was verified (or cancelled) elsewhere:
  // the customer's address may have switched.
  const hadPending = useRef(false);
  const pendingNow = Boolean(change.data?.pending);
  const { mutate: reloadCustomer } = customer;
  useEffect(() => {
    if (hadPending.current && !pendingNow) void reloadCustomer();
    hadPending.current = pendingNow;
  }, [pendingNow, reloadCustomer]);
  return (
    <ProfileScreen
      {...profileState(customer.data, customer.error, change.data, change.error)}
      onSaveProfile={async (values: ProfileValues) => {
        try {
          const saved = await writes.saveProfile(profileRequest(values));
          // The chosen language is the app's language from now on, on this device too.
          if (saved.language !== localeStore.getState().locale) localeStore.getState().setLocale(saved.language);
          return undefined;
        } catch (error) {
          return formErrors<ProfileValues>(error, PROFILE_FIELDS, t);
        }
      }}
      onChangeEmail={async (values: EmailChangeValues) => {
        try {
          // The address stays as it is until the link sent to the new one is opened (decision 114).
          await writes.changeEmail(values);
          return undefined;
        } catch (error) {
          return formErrors<EmailChangeValues>(error, ['email', 'password'], t);
        }
      }}
      onChangePassword={async (values: PasswordChangeValues) => {
        try {
          await settingsApi.changePassword(values);
          return undefined;
        } catch (error) {
          return formErrors<PasswordChangeValues>(error, ['current_password', 'password', 'password_confirmation'], t);
        }
      }}
      onResendEmailChange={() => writes.resendEmailChange()}
      onCancelEmailChange={() => writes.cancelEmailChange()}
      onRetry={() => {
        void customer.mutate();
        void change.mutate();
      }}
    />
  );
}
