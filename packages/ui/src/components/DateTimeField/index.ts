export { DateTimeField } from './DateTimeField.tsx';
export type { DateTimeFieldProps } from './DateTimeField.tsx';
