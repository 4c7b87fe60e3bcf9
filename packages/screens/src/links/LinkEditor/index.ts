export { LinkEditorScreen } from './LinkEditor.tsx';
export type { LinkEditorScreenProps, LinkEditorState } from './LinkEditor.tsx';
export {
  buildDestinationUrl,
  editorLockableFeatures,
  emptyLinkValues,
  fromLocalDateTime,
  linkToEditorValues,
  normaliseLinkValues,
  toLocalDateTime,
  validateLink,
} from './linkForm.ts';
export type { EditorLockableFeature, LinkEditorValues } from './linkForm.ts';
