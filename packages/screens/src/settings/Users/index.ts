export { UsersScreen } from './Users.tsx';
export type { UsersScreenProps, UsersState, InviteValues } from './Users.tsx';
export type { WorkspaceAccessValues, ChangeWorkspaces } from './WorkspaceAccessDialog.tsx';
