export { CardListScreen } from './CardList/index.ts';
export type { CardListScreenProps, CardListState } from './CardList/index.ts';
export { CardEditorScreen } from './CardEditor/index.ts';
export type { CardEditorScreenProps, CardEditorState, CardSubmitResult, PhotoStatus } from './CardEditor/index.ts';
export { CardPreview, onColor } from './CardPreview/index.ts';
export type { CardPreviewData, CardPreviewProps } from './CardPreview/index.ts';
export { CompanyListScreen } from './CompanyList/index.ts';
export type { CompanyListScreenProps, CompanyListState } from './CompanyList/index.ts';
export { CompanyEditorScreen } from './CompanyEditor/index.ts';
export type { CompanyEditorScreenProps, CompanyEditorState } from './CompanyEditor/index.ts';
export {
  cardToValues,
  companyToValues,
  emptyCardValues,
  toCardRequest,
  toFieldMessages,
  type CardEditorValues,
  type CompanyEditorValues,
  type FieldMessages,
} from './_parts/cardForm.ts';
export { PublicPageFrame, pinScheme } from './PublicPageFrame/index.ts';
export type { PublicPageDevice, PublicPageFrameProps, PublicPageScheme } from './PublicPageFrame/index.ts';
