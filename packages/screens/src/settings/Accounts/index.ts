export { AccountsScreen, deleteRequest } from './Accounts.tsx';
export type {
  AccountsScreenProps,
  AccountsState,
  CreateOrganisationValues,
  DeleteAccountValues,
  LeaveFailure,
} from './Accounts.tsx';
