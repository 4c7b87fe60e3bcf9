export { IconButton, iconButtonVariants, iconButtonSizes } from './IconButton.tsx';
export type { IconButtonProps, IconButtonBaseProps, IconButtonLabel, IconButtonVariant, IconButtonSize } from './IconButton.tsx';
