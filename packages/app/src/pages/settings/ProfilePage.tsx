import {
  ProfileScreen,
  type EmailChangeValues,
  type PasswordChangeValues,
  type ProfileState,
  type ProfileValues,
} from '@rabt/screens';
import type { Customer } from '@rabt/contract';
import { useT } from '@rabt/ui';
import { authApi } from '../../api/auth.ts';
import { useCustomer } from '../../api/customer.ts';
import type { ApiError } from '../../api/errors.ts';
import { settingsApi, useSettingsWrites } from '../../api/settings.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { localeStore } from '../../i18n/locale.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { failedState, formErrors, profileRequest } from './personal.ts';

export function profileState(data: Customer | undefined, error: ApiError | undefined): ProfileState {
  if (data) return { state: 'ready', customer: data };
  if (error) return failedState(error);
  return { state: 'loading' };
}

const PROFILE_FIELDS = ['name', 'phone', 'language', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

/** /settings/profile */
export function ProfilePage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const customer = useCustomer();
  const writes = useSettingsWrites();
  useDataPending(customer.isLoading);
  return (
    <ProfileScreen
      {...profileState(customer.data, customer.error)}
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
          // The answer has email_verified false; the cache keeps the verified copy until the page
          // is left, so the guard does not send the customer to onboard-verify mid-sentence.
          await settingsApi.changeEmail(values);
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
      onResendVerification={() => authApi.resendVerification()}
      onRetry={() => void customer.mutate()}
    />
  );
}
