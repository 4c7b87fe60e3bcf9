export { Dialog, DialogClose, dialogSizes } from './Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog.tsx';
export { ConfirmDialog, confirmTones } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps, ConfirmTone } from './ConfirmDialog.tsx';
