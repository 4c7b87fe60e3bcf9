export { WorkspacesScreen } from './Workspaces.tsx';
export type { WorkspacesScreenProps, WorkspacesState, WorkspaceValues } from './Workspaces.tsx';
