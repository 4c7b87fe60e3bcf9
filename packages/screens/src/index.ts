// Public surface of the screens package. Explicit exports only.
export { screenMessages } from './i18n/all.ts';
export { coreCatalogues, featureCatalogues, loadCatalogues } from './i18n/index.ts';
export type { CatalogueLoaders, Messages } from './i18n/index.ts';

export { AuthLayout } from './layouts/AuthLayout/index.ts';
export type { AuthLayoutProps, AuthChromeProps } from './layouts/AuthLayout/index.ts';
export { LegalFooter } from './_parts/LegalFooter.tsx';
export type { LegalFooterProps } from './_parts/LegalFooter.tsx';
export type { RenderLink, RenderLinkProps } from './_parts/ScreenLink.tsx';
export { PlanLimitNotice } from './_parts/PlanLimitNotice.tsx';
export type { PlanBlock, PlanLimitNoticeProps } from './_parts/PlanLimitNotice.tsx';

export { OfflineScreen } from './system/Offline/index.ts';
export type { OfflineScreenProps } from './system/Offline/index.ts';

export { ComingSoonScreen, comingSoonAreas } from './system/ComingSoon/index.ts';
export type { ComingSoonArea, ComingSoonScreenProps } from './system/ComingSoon/index.ts';
export { NotFoundScreen } from './system/NotFound/index.ts';
export type { NotFoundScreenProps } from './system/NotFound/index.ts';
export { PermissionDeniedScreen } from './system/PermissionDenied/index.ts';
export type { PermissionDeniedScreenProps } from './system/PermissionDenied/index.ts';
export { OnboardVerifyScreen } from './auth/OnboardVerify/index.ts';
export type { OnboardVerifyScreenProps, OnboardVerifyState } from './auth/OnboardVerify/index.ts';
export { OnboardInvitationScreen } from './auth/OnboardInvitation/index.ts';
export type { OnboardInvitationScreenProps, OnboardInvitationState, InvitationAction } from './auth/OnboardInvitation/index.ts';
export { LoginScreen, signInCodes, isSignInCode } from './auth/Login/index.ts';
export type { LoginScreenProps, LoginState, LoginValues, SignInCode } from './auth/Login/index.ts';

// Forms: submit results and the helper that maps API error details to field errors.
export { FORM_ERROR, toSubmitErrors } from './_parts/submitErrors.ts';
export type { FormSubmit, FormSubmitErrors } from './_parts/submitErrors.ts';
export { PASSWORD_MIN_LENGTH } from './_parts/validation.ts';
export { screenTitles } from './_parts/screenTitles.ts';
export type { ScreenTitleKey } from './_parts/screenTitles.ts';
export { RegisterScreen } from './auth/Register/index.ts';
export type { RegisterScreenProps, RegisterState, RegisterValues } from './auth/Register/index.ts';
export { ForgotScreen } from './auth/Forgot/index.ts';
export type { ForgotScreenProps, ForgotState, ForgotValues } from './auth/Forgot/index.ts';
export { ResetScreen } from './auth/Reset/index.ts';
export type { ResetScreenProps, ResetState, ResetValues } from './auth/Reset/index.ts';
export { OnboardSubscribeScreen, subscribeIntervals } from './auth/OnboardSubscribe/index.ts';
export { SupportCenterScreen } from './support/SupportCenter/index.ts';
export type { SupportCenterScreenProps } from './support/SupportCenter/index.ts';
export type {
  OnboardSubscribeScreenProps,
  OnboardSubscribeState,
  PlanChoice,
  SubscribeErrorCode,
  SubscribeInterval,
} from './auth/OnboardSubscribe/index.ts';

// Links (issue 5): list, editor, bulk import.
export {
  LinkListScreen,
  LinkStatusPill,
  SEARCH_DEBOUNCE_MS,
  defaultLinkListQuery,
  isFiltered,
  linkSortFields,
  linkStatuses,
} from './links/LinkList/index.ts';
export type {
  LinkListScreenProps,
  LinkListState,
  LinkListQuery,
  LinkSortField,
  LinkStatus,
  LinkSummary,
  SortOrder,
  WorkspaceOption,
} from './links/LinkList/index.ts';
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
} from './links/LinkEditor/index.ts';
export type {
  EditorLockableFeature,
  LinkEditorScreenProps,
  LinkEditorState,
  LinkEditorValues,
} from './links/LinkEditor/index.ts';
export { LinkBulkImportScreen, IMPORT_SCREEN_MAX_BYTES, guessMapping, readCsvHeaders } from './links/LinkBulkImport/index.ts';
export type { LinkBulkImportScreenProps, LinkBulkImportState } from './links/LinkBulkImport/index.ts';
export {
  DomainListScreen,
  DomainStatusPill,
  CertificateBadge,
  certificateStatus,
  problemText,
} from './domains/DomainList/index.ts';
export type { DomainListScreenProps, DomainListState, CertificateStatus } from './domains/DomainList/index.ts';
export { DomainAddScreen } from './domains/DomainAdd/index.ts';
export type { DomainAddFailure, DomainAddScreenProps } from './domains/DomainAdd/index.ts';
export { DomainSetupScreen, DomainRecords, DomainCertificateForm } from './domains/DomainSetup/index.ts';
export type {
  DomainSetupScreenProps,
  DomainSetupState,
  DomainRecordsProps,
  DomainCertificateFormProps,
} from './domains/DomainSetup/index.ts';

// Organisation settings and workspaces (decisions 060–064).
export { RolesScreen } from './settings/Roles/index.ts';
export type { RolesScreenProps, RolesState } from './settings/Roles/index.ts';
export { RoleEditorScreen } from './settings/RoleEditor/index.ts';
export type { RoleEditorScreenProps, RoleEditorState, RoleValues } from './settings/RoleEditor/index.ts';
export { WorkspacesScreen } from './workspaces/Workspaces/index.ts';
export type { WorkspacesScreenProps, WorkspacesState, WorkspaceValues } from './workspaces/Workspaces/index.ts';
export { UsersScreen } from './settings/Users/index.ts';
export type {
  UsersScreenProps,
  UsersState,
  InviteValues,
  WorkspaceAccessValues,
  ChangeWorkspaces,
} from './settings/Users/index.ts';
export { RequestsScreen } from './settings/Requests/index.ts';
export type { RequestsScreenProps, RequestsState } from './settings/Requests/index.ts';
export { AppsScreen } from './settings/Apps/index.ts';
export type { AppsScreenProps, AppsState } from './settings/Apps/index.ts';
export { AppEditorScreen } from './settings/AppEditor/index.ts';
export type { AppEditorScreenProps, AppEditorState, AppValues, KeyValues } from './settings/AppEditor/index.ts';
export * from './billing/index.ts';

// QR codes (issue 20): list, editor (create/edit, design, downloads, scans), and the shared renderer's preview.
export { QrListScreen } from './qrs/QrList/index.ts';
export type { QrLimitReached, QrListScreenProps, QrListState, QrTypeFilter } from './qrs/QrList/index.ts';
export { QrEditorScreen } from './qrs/QrEditor/index.ts';
export type { QrEditorScreenProps, QrEditorState, QrScansState, QrUploadState } from './qrs/QrEditor/index.ts';
export { QrPreview } from './qrs/QrPreview.tsx';
export type { QrPreviewProps } from './qrs/QrPreview.tsx';
export { emptyQrValues, qrToValues } from './qrs/qrForm.ts';
export type { QrCardOption, QrFormValues } from './qrs/qrForm.ts';
// Business cards and companies.
export {
  CardListScreen,
  CardEditorScreen,
  CardPreview,
  CompanyListScreen,
  CompanyEditorScreen,
  cardToValues,
  companyToValues,
  emptyCardValues,
  toCardRequest,
  toFieldMessages,
} from './cards/index.ts';
export type {
  CardListScreenProps,
  CardListState,
  CardEditorScreenProps,
  CardEditorState,
  CardSubmitResult,
  PhotoStatus,
  CardPreviewData,
  CardPreviewProps,
  CompanyListScreenProps,
  CompanyListState,
  CompanyEditorScreenProps,
  CompanyEditorState,
  CardEditorValues,
  CompanyEditorValues,
  FieldMessages,
} from './cards/index.ts';
export { AnalyticsOverviewScreen, channelLabel, deviceLabel } from './analytics/AnalyticsOverview/index.ts';
export type { AnalyticsOverviewScreenProps, AnalyticsOverviewState } from './analytics/AnalyticsOverview/index.ts';
export { AnalyticsLocationsScreen } from './analytics/AnalyticsLocations/index.ts';
export type { AnalyticsLocationsScreenProps, AnalyticsLocationsState } from './analytics/AnalyticsLocations/index.ts';
export { AnalyticsLocationScreen } from './analytics/AnalyticsLocation/index.ts';
export type { AnalyticsLocationScreenProps, AnalyticsLocationState } from './analytics/AnalyticsLocation/index.ts';
export { AnalyticsDevicesScreen } from './analytics/AnalyticsDevices/index.ts';
export type { AnalyticsDevicesScreenProps, AnalyticsDevicesState } from './analytics/AnalyticsDevices/index.ts';
export { AnalyticsChannelsScreen } from './analytics/AnalyticsChannels/index.ts';
export type { AnalyticsChannelsScreenProps, AnalyticsChannelsState } from './analytics/AnalyticsChannels/index.ts';
export { ItemStatsPanel } from './analytics/ItemStatsPanel/index.ts';
export type { ItemStatsKind, ItemStatsPanelProps, ItemStatsState } from './analytics/ItemStatsPanel/index.ts';
export type { AnalyticsFilterValues, AnalyticsPendingState } from './analytics/parts.tsx';
export type { AnalyticsViewProps, AnalyticsViewState } from './analytics/frame.tsx';
export { NotificationsScreen } from './settings/Notifications/index.ts';
export type { NotificationsScreenProps, NotificationsState } from './settings/Notifications/index.ts';
export { ProfileScreen, profileValues } from './settings/Profile/index.ts';
export { SecurityScreen } from './settings/Security/index.ts';
export type { SecurityScreenProps, SecurityState } from './settings/Security/index.ts';
export { BusinessScreen, businessValues } from './settings/Business/index.ts';
export type { BusinessScreenProps, BusinessState, BusinessValues } from './settings/Business/index.ts';
export { AccountsScreen, deleteRequest } from './settings/Accounts/index.ts';
export type {
  AccountsScreenProps,
  AccountsState,
  CreateOrganisationValues,
  DeleteAccountValues,
  LeaveFailure,
} from './settings/Accounts/index.ts';
export type {
  ProfileScreenProps,
  ProfileState,
  ProfileValues,
  EmailChangeValues,
  PasswordChangeValues,
} from './settings/Profile/index.ts';
