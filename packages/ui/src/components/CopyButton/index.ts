export { CopyButton, COPY_FEEDBACK_MS } from './CopyButton.tsx';
export type { CopyButtonProps, CopyState } from './CopyButton.tsx';
export { copyToClipboard } from './copyToClipboard.ts';
