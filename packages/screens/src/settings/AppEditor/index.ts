export { AppEditorScreen } from './AppEditor.tsx';
export type { AppEditorScreenProps, AppEditorState, AppValues, KeyValues } from './AppEditor.tsx';
