export { CompanyEditorScreen } from './CompanyEditor.tsx';
export type { CompanyEditorScreenProps, CompanyEditorState } from './CompanyEditor.tsx';
