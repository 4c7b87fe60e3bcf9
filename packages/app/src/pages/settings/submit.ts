import { FieldErrorList, type FieldError } from '@rabt/contract';
import { FORM_ERROR, toSubmitErrors, type FormSubmitErrors } from '@rabt/screens';
import { is } from 'superstruct';
import { isApiError } from '../../api/errors.ts';

/** A rejected mutation → the form's messages: field details where the form has the field, else the message. */
export function submitErrors<Values>(error: unknown, fields: readonly (keyof Values & string)[]): FormSubmitErrors<Values> {
  if (!isApiError(error)) return { [FORM_ERROR]: String(error) } as FormSubmitErrors<Values>;
  const details: FieldError[] = is(error.details, FieldErrorList) ? error.details : [];
  const errors = toSubmitErrors<Values>(details, fields);
  const placed = Object.keys(errors).some((k) => k !== FORM_ERROR);
  if (!placed && !errors[FORM_ERROR]) errors[FORM_ERROR] = error.message;
  return errors;
}
