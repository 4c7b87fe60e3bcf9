export { CardPreview, onColor } from './CardPreview.tsx';
export type { CardPreviewData, CardPreviewProps } from './CardPreview.tsx';
