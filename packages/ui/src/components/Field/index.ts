export { Field, FieldError, LabelMarks, useFieldIds, hasMessage, joinIds } from './Field.tsx';
export type { FieldProps, FieldControlProps } from './Field.tsx';
