export { RoleEditorScreen } from './RoleEditor.tsx';
export type { RoleEditorScreenProps, RoleEditorState, RoleValues } from './RoleEditor.tsx';
