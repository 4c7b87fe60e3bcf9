export { VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './VisuallyHidden.tsx';
