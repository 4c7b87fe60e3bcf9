// Public surface of the screens package. Explicit exports only.
export { screenMessages } from './i18n/index.ts';

export { AuthLayout } from './layouts/AuthLayout/index.ts';
export type { AuthLayoutProps, AuthChromeProps } from './layouts/AuthLayout/index.ts';
export { LegalFooter } from './_parts/LegalFooter.tsx';
export type { LegalFooterProps } from './_parts/LegalFooter.tsx';
export type { RenderLink, RenderLinkProps } from './_parts/ScreenLink.tsx';

export { OfflineScreen } from './Offline/index.ts';
export type { OfflineScreenProps } from './Offline/index.ts';

export { NotFoundScreen } from './NotFound/index.ts';
export type { NotFoundScreenProps } from './NotFound/index.ts';
export { PermissionDeniedScreen } from './PermissionDenied/index.ts';
export type { PermissionDeniedScreenProps } from './PermissionDenied/index.ts';
export { OnboardVerifyScreen } from './OnboardVerify/index.ts';
export type { OnboardVerifyScreenProps, OnboardVerifyState } from './OnboardVerify/index.ts';
export { OnboardInvitationScreen } from './OnboardInvitation/index.ts';
export type { OnboardInvitationScreenProps, OnboardInvitationState, InvitationAction } from './OnboardInvitation/index.ts';
export { LoginScreen, signInCodes, isSignInCode } from './Login/index.ts';
export type { LoginScreenProps, LoginState, LoginValues, SignInCode } from './Login/index.ts';

// Forms: submit results and the helper that maps API error details to field errors.
export { FORM_ERROR, toSubmitErrors } from './_parts/submitErrors.ts';
export type { FormSubmit, FormSubmitErrors } from './_parts/submitErrors.ts';
export { PASSWORD_MIN_LENGTH } from './_parts/validation.ts';
export { screenTitles } from './_parts/screenTitles.ts';
export type { ScreenTitleKey } from './_parts/screenTitles.ts';
export { RegisterScreen } from './Register/index.ts';
export type { RegisterScreenProps, RegisterState, RegisterValues } from './Register/index.ts';
export { ForgotScreen } from './Forgot/index.ts';
export type { ForgotScreenProps, ForgotState, ForgotValues } from './Forgot/index.ts';
export { ResetScreen } from './Reset/index.ts';
export type { ResetScreenProps, ResetState, ResetValues } from './Reset/index.ts';
export { OnboardSubscribeScreen, subscribeIntervals } from './OnboardSubscribe/index.ts';
export { SupportCenterScreen } from './SupportCenter/index.ts';
export type { SupportCenterScreenProps } from './SupportCenter/index.ts';
export type {
  OnboardSubscribeScreenProps,
  OnboardSubscribeState,
  PlanChoice,
  SubscribeErrorCode,
  SubscribeInterval,
} from './OnboardSubscribe/index.ts';

// Links (issue 5): list, editor, bulk import.
export {
  LinkListScreen,
  LinkStatusPill,
  SEARCH_DEBOUNCE_MS,
  defaultLinkListQuery,
  isFiltered,
  linkSortFields,
  linkStatuses,
} from './LinkList/index.ts';
export type {
  LinkListScreenProps,
  LinkListState,
  LinkListQuery,
  LinkSortField,
  LinkStatus,
  LinkSummary,
  SortOrder,
  WorkspaceOption,
} from './LinkList/index.ts';
export {
  LinkEditorScreen,
  buildDestinationUrl,
  editorLockableFeatures,
  emptyLinkValues,
  fromLocalDateTime,
  linkToEditorValues,
  normaliseLinkValues,
  toLocalDateTime,
  validateLink,
} from './LinkEditor/index.ts';
export type { EditorLockableFeature, LinkEditorScreenProps, LinkEditorState, LinkEditorValues } from './LinkEditor/index.ts';
export { LinkBulkImportScreen, IMPORT_SCREEN_MAX_BYTES, guessMapping, readCsvHeaders } from './LinkBulkImport/index.ts';
export type { LinkBulkImportScreenProps, LinkBulkImportState } from './LinkBulkImport/index.ts';
export { DomainListScreen, DomainStatusPill, CertificateBadge, certificateStatus, problemText } from './DomainList/index.ts';
export type { DomainListScreenProps, DomainListState, CertificateStatus } from './DomainList/index.ts';
export { DomainAddScreen } from './DomainAdd/index.ts';
export type { DomainAddFailure, DomainAddScreenProps } from './DomainAdd/index.ts';
export { DomainSetupScreen, DomainRecords, DomainCertificateForm } from './DomainSetup/index.ts';
export type {
  DomainSetupScreenProps,
  DomainSetupState,
  DomainRecordsProps,
  DomainCertificateFormProps,
} from './DomainSetup/index.ts';

// Organisation settings and workspaces (decisions 060–064).
export { RolesScreen } from './settings/Roles/index.ts';
export type { RolesScreenProps, RolesState } from './settings/Roles/index.ts';
export { RoleEditorScreen } from './settings/RoleEditor/index.ts';
export type { RoleEditorScreenProps, RoleEditorState, RoleValues } from './settings/RoleEditor/index.ts';
export { WorkspacesScreen } from './workspaces/Workspaces/index.ts';
export type { WorkspacesScreenProps, WorkspacesState, WorkspaceValues } from './workspaces/Workspaces/index.ts';
export { UsersScreen } from './settings/Users/index.ts';
export type { UsersScreenProps, UsersState, InviteValues } from './settings/Users/index.ts';
export { RequestsScreen } from './settings/Requests/index.ts';
export type { RequestsScreenProps, RequestsState } from './settings/Requests/index.ts';
export { AppsScreen } from './settings/Apps/index.ts';
export type { AppsScreenProps, AppsState } from './settings/Apps/index.ts';
export { AppEditorScreen } from './settings/AppEditor/index.ts';
export type { AppEditorScreenProps, AppEditorState, AppValues, KeyValues } from './settings/AppEditor/index.ts';
export { NotificationsScreen } from './settings/Notifications/index.ts';
export type { NotificationsScreenProps, NotificationsState } from './settings/Notifications/index.ts';
