export { FileDrop, fileRejectionCodes } from './FileDrop.tsx';
export type { FileDropProps, FileRejection, FileRejectionCode } from './FileDrop.tsx';
export { formatBytes } from './fileRules.ts';
