export { CardEditorScreen } from './CardEditor.tsx';
export type { CardEditorScreenProps, CardEditorState, CardSubmitResult, PhotoStatus } from './CardEditor.tsx';
