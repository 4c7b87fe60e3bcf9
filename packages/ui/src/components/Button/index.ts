export { Button, buttonVariants, buttonSizes } from './Button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button.tsx';
