import { useRef, type ReactNode } from 'react';
import { Form, useField, useFormState } from 'react-final-form';
import type { ValidationErrors } from 'final-form';
import { PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from '@rabt/ui';
import { Notice } from './Notice.tsx';
import type { FormSubmit } from './submitErrors.ts';

/** The message to show under a field: a client error once touched, or a server error until edited. */
function visibleError(meta: { touched?: boolean; error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }) {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string' && meta.error) return meta.error;
  if (typeof meta.submitError === 'string' && meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

type FormTextFieldProps = { name: string } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

/** A ui TextField bound to a react-final-form field. */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return (
    <TextField
      {...rest}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={visibleError(meta)}
    />
  );
}

type FormPasswordFieldProps = { name: string } & Omit<
  PasswordFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
>;

/** A ui PasswordField bound to a react-final-form field. */
export function FormPasswordField({ name, ...rest }: FormPasswordFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return (
    <PasswordField
      {...rest}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={visibleError(meta)}
    />
  );
}

/** The form-level message a submit resolved with (`FORM_ERROR`), if any. */
export function FormSubmitNotice() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return typeof submitError === 'string' && submitError ? <Notice tone="critical">{submitError}</Notice> : null;
}

export interface ScreenFormProps<Values extends object> {
  onSubmit: FormSubmit<Values>;
  validate: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  /** Accessible name of the form. */
  'aria-label'?: string;
  /** Receives whether a submit is in flight. */
  children: (state: { submitting: boolean }) => ReactNode;
}

/**
 * A react-final-form form with the house rules: no native validation bubbles, errors shown on
 * blur or submit, focus moved to the first invalid field when a submit is refused, and the
 * values kept when the submit resolves to errors.
 */
export function ScreenForm<Values extends object>({
  onSubmit,
  validate,
  initialValues,
  children,
  ...rest
}: ScreenFormProps<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <Form<Values>
      onSubmit={(values) => onSubmit(values).then((errors) => errors ?? undefined)}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting, form }) => (
        <form
          ref={ref}
          noValidate
          aria-label={rest['aria-label']}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (!form.getState().hasValidationErrors) return;
            // Refused submit: once the messages are painted, focus the first invalid field.
            setTimeout(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
          }}
        >
          {children({ submitting: Boolean(submitting) })}
        </form>
      )}
    />
  );
}
