export { QrEditorScreen } from './QrEditor.tsx';
export type { QrEditorScreenProps, QrEditorState, QrScansState, QrUploadState } from './QrEditor.tsx';
