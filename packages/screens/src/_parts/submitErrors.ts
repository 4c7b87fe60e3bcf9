import { FORM_ERROR } from 'final-form';
import type { FieldError } from '@rabt/contract';

/**
 * What a form's `onSubmit` may resolve to: a message per field (shown under that field) and/or
 * a form-level message under `FORM_ERROR`. Resolving to nothing means success.
 */
export type FormSubmitErrors<Values> = { [K in keyof Values]?: string } & { [FORM_ERROR]?: string };

/** A screen form's submit callback. The form keeps everything typed while errors show. */
export type FormSubmit<Values> = (values: Values) => Promise<void | FormSubmitErrors<Values>>;

export { FORM_ERROR };

/**
 * Turns an API error's `details` (`[{ field, code, message }]`) into submit errors for a form
 * with the given fields. The first message per field wins; details about fields the form does
 * not have become the form-level message (or `formMessage` when given).
 */
export function toSubmitErrors<Values>(
  details: readonly FieldError[],
  fields: readonly (keyof Values & string)[],
  formMessage?: string,
): FormSubmitErrors<Values> {
  const errors: Record<string, string> = {};
  let unplaced: string | undefined;
  for (const detail of details) {
    if ((fields as readonly string[]).includes(detail.field)) {
      errors[detail.field] ??= detail.message;
    } else {
      unplaced ??= detail.message;
    }
  }
  const form = formMessage ?? unplaced;
  if (form) errors[FORM_ERROR] = form;
  return errors as FormSubmitErrors<Values>;
}
