import useSWR, { useSWRConfig } from 'swr';
import {
  apiPaths,
  BusinessDetailsResponse,
  ChangeEmailResponse,
  ChangePasswordResponse,
  CreateAccountResponse,
  DeleteAccountResponse,
  EmailChangeResponse,
  LeaveAccountResponse,
  NotificationSettingsResponse,
  SessionListResponse,
  SignedOutResponse,
  UpdateCustomerResponse,
  type BusinessDetails,
  type BusinessDetailsRequest,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type EmailChangeState,
  type NotificationSettings,
  type SessionInfo,
  type UpdateCustomerRequest,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';
import { prepareImage } from './images.ts';
import { isAccountsKey } from './accounts.ts';
import { isCustomerKey } from './customer.ts';

/**
 * The person's settings (decision 064: notifications, profile, sessions, deleting the account) and
 * the organisation's (decision 066: business details, creating and leaving organisations).
 */
const NOTIFICATIONS = 'notifications';
const SESSIONS = 'sessions';
const BUSINESS = 'business';
const EMAIL_CHANGE = 'email-change';

export const settingsApi = {
  notifications: () => apiCall(apiPaths.notifications, NotificationSettingsResponse).then((r) => r.results),
  saveNotifications: (data: NotificationSettings) =>
    apiCall(apiPaths.notifications, NotificationSettingsResponse, { method: 'put', data }).then((r) => r.results),
  saveProfile: (data: UpdateCustomerRequest) =>
    apiCall(apiPaths.customer, UpdateCustomerResponse, { method: 'put', data }).then((r) => r.results),
  changeEmail: (data: ChangeEmailRequest) =>
    apiCall(apiPaths.customerEmail, ChangeEmailResponse, { method: 'put', data }).then((r) => r.results),
  /** The change of address waiting for its link (decision 114), or `pending: null`. */
  emailChange: () => apiCall(apiPaths.customerEmail, EmailChangeResponse).then((r) => r.results),
  resendEmailChange: () => apiCall(apiPaths.customerEmailResend, EmailChangeResponse, { method: 'post' }).then((r) => r.results),
  cancelEmailChange: () => apiCall(apiPaths.customerEmail, EmailChangeResponse, { method: 'delete' }).then((r) => r.results),
  changePassword: (data: ChangePasswordRequest) =>
    apiCall(apiPaths.customerPassword, ChangePasswordResponse, { method: 'put', data }).then((r) => r.results),
  deleteCustomer: (data: DeleteAccountRequest) =>
    apiCall(apiPaths.customer, DeleteAccountResponse, { method: 'delete', data }).then((r) => r.results),
  sessions: () => apiCall(apiPaths.sessions, SessionListResponse).then((r) => r.results),
  signOutSession: (id: string) => apiCall(apiPaths.session(id), SignedOutResponse, { method: 'delete' }).then((r) => r.results),
  signOutOthers: () => apiCall(apiPaths.sessions, SignedOutResponse, { method: 'delete' }).then((r) => r.results),
  business: () => apiCall(apiPaths.business, BusinessDetailsResponse).then((r) => r.results),
  saveBusiness: (data: BusinessDetailsRequest) =>
    apiCall(apiPaths.business, BusinessDetailsResponse, { method: 'put', data }).then((r) => r.results),
  /** The picked image, shrunk in the browser first; the server checks its bytes, crops and resizes it. */
  uploadLogo: async (file: File) =>
    apiCall(apiPaths.businessLogo, BusinessDetailsResponse, { method: 'put', data: await prepareImage(file) }).then(
      (r) => r.results,
    ),
  removeLogo: () => apiCall(apiPaths.businessLogo, BusinessDetailsResponse, { method: 'delete' }).then((r) => r.results),
  createAccount: (name: string) =>
    apiCall(apiPaths.accounts, CreateAccountResponse, { method: 'post', data: { name } }).then((r) => r.results),
  /** DELETE members/me with that organisation's Account-Id (it need not be the current one). */
  leaveAccount: (accountId: string) =>
    apiCall(apiPaths.leaveAccount, LeaveAccountResponse, { method: 'delete', accountId }).then((r) => r.results),
};

const NO_RETRY = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function useNotificationSettings() {
  const token = useSession((s) => s.token);
  return useSWR<NotificationSettings, ApiError>(
    token ? [NOTIFICATIONS, token] : null,
    () => settingsApi.notifications(),
    NO_RETRY,
  );
}

export function useSaveNotifications() {
  const { mutate } = useSWRConfig();
  return async (data: NotificationSettings) => {
    const saved = await settingsApi.saveNotifications(data);
    await mutate((key: unknown) => Array.isArray(key) && key[0] === NOTIFICATIONS, saved, { revalidate: false });
    return saved;
  };
}

/** The customer's live sessions (settings/security). */
export function useSessions() {
  const token = useSession((s) => s.token);
  return useSWR<SessionInfo[], ApiError>(token ? [SESSIONS, token] : null, () => settingsApi.sessions(), NO_RETRY);
}

/** The current organisation's business details (needs billing:view). */
export function useBusiness() {
  const token = useSession((s) => s.token);
  const accountId = useSession((s) => s.accountId);
  return useSWR<BusinessDetails, ApiError>(
    token && accountId ? [BUSINESS, token, accountId] : null,
    () => settingsApi.business(),
    NO_RETRY,
  );
}

/**
 * The pending change of address (settings/profile). Revalidated on focus: the link is usually opened
 * in another tab, and the page should then show the new address.
 */
export function useEmailChange() {
  const token = useSession((s) => s.token);
  return useSWR<EmailChangeState, ApiError>(token ? [EMAIL_CHANGE, token] : null, () => settingsApi.emailChange(), {
    shouldRetryOnError: false,
  });
}

const isKey = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === name;

/**
 * Writes that must reach the cache of the SWRConfig in use (the app's, or a test's own provider):
 * the profile into every cached customer, business details and the organisation list.
 */
export function useSettingsWrites() {
  const { mutate } = useSWRConfig();
  return {
    async saveProfile(data: UpdateCustomerRequest) {
      const saved = await settingsApi.saveProfile(data);
      await mutate(isCustomerKey, saved, { revalidate: false });
      return saved;
    },
    async saveBusiness(data: BusinessDetailsRequest) {
      const saved = await settingsApi.saveBusiness(data);
      await mutate(isKey(BUSINESS), saved, { revalidate: false });
      // The organisation's name shows in the switcher (GET accounts).
      await mutate(isAccountsKey);
      return saved;
    },
    async uploadLogo(file: File) {
      const saved = await settingsApi.uploadLogo(file);
      await mutate(isKey(BUSINESS), saved, { revalidate: false });
      return saved;
    },
    async removeLogo() {
      const saved = await settingsApi.removeLogo();
      await mutate(isKey(BUSINESS), saved, { revalidate: false });
      return saved;
    },
    /** The customer keeps the current address until the link is opened: only the pending change is written. */
    async changeEmail(data: ChangeEmailRequest) {
      const saved = await settingsApi.changeEmail(data);
      await mutate(isKey(EMAIL_CHANGE), { pending: saved.pending }, { revalidate: false });
      return saved;
    },
    /** A refused resend or cancel (nothing pending any more, address taken meanwhile) reloads the pending change. */
    async resendEmailChange() {
      try {
        const saved = await settingsApi.resendEmailChange();
        await mutate(isKey(EMAIL_CHANGE), saved, { revalidate: false });
        return saved;
      } catch (error) {
        await mutate(isKey(EMAIL_CHANGE));
        throw error;
      }
    },
    async cancelEmailChange() {
      try {
        const saved = await settingsApi.cancelEmailChange();
        await mutate(isKey(EMAIL_CHANGE), saved, { revalidate: false });
        return saved;
      } catch (error) {
        await mutate(isKey(EMAIL_CHANGE));
        throw error;
      }
    },
    revalidateSessions: () => mutate(isKey(SESSIONS)),
    revalidateAccounts: () => mutate(isAccountsKey),
  };
}
