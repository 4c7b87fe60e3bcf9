import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox, DateTimeField, Select, TextField, type SelectOption } from '@rabt/ui';
import { toLocalDateTime } from './linkForm.ts';

const SUBSCRIPTION = { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true } as const;

/** A client error once touched, or a server error until the field is edited again. */
function visibleError(meta: { touched?: boolean; error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }) {
  if (typeof meta.submitError === 'string' && meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  if (!meta.touched) return undefined;
  return typeof meta.error === 'string' && meta.error ? meta.error : undefined;
}

/** A ui Select bound to a final-form field. */
export function FormSelect({
  name,
  label,
  options,
  required,
  optional,
  hint,
  placeholder,
}: {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  placeholder?: string | false;
}) {
  const { input, meta } = useField<string>(name, { subscription: SUBSCRIPTION });
  return (
    <Select
      name={input.name}
      label={label}
      options={options}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      required={required}
      optional={optional}
      hint={hint}
      placeholder={placeholder}
      error={visibleError(meta)}
    />
  );
}

/**
 * A date and time in the user's time zone: the ui DateTimeField (typed in the locale's format or
 * picked from a calendar, plus a time). The form keeps `datetime-local` text (`2026-03-20T18:00`,
 * see `toLocalDateTime` / `fromLocalDateTime`), which the field reads as local time; a committed
 * moment marks the field touched, so rules such as "expiry after schedule" show at once.
 */
export function FormDateTimeField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { input, meta } = useField<string>(name, { subscription: SUBSCRIPTION });
  return (
    <DateTimeField
      name={input.name}
      label={label}
      hint={hint}
      optional
      value={input.value || null}
      onChange={(iso) => {
        input.onChange(toLocalDateTime(iso));
        input.onBlur();
      }}
      onBlur={() => input.onBlur()}
      error={visibleError(meta)}
    />
  );
}

/** The custom short code, with the chosen domain shown before it. */
export function NipField({
  label,
  hint,
  required,
  optional,
}: {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
}) {
  const { input: domain } = useField<string>('domain', { subscription: { value: true } });
  const { input, meta } = useField<string>('nip', { subscription: SUBSCRIPTION });
  return (
    <TextField
      name={input.name}
      label={label}
      hint={hint}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      required={required}
      optional={optional}
      error={visibleError(meta)}
      prefix={domain.value ? `${domain.value}/` : undefined}
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** A ui Checkbox bound to a boolean final-form field. */
export function FormCheckbox({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  return <Checkbox name={input.name} label={label} hint={hint} checked={Boolean(input.checked)} onChange={input.onChange} />;
}

/** A text field bound to final-form, showing server errors at once (the shared one waits for touch). */
export function FormField({
  name,
  ...rest
}: { name: string } & Omit<Parameters<typeof TextField>[0], 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>) {
  const { input, meta } = useField<string>(name, { subscription: SUBSCRIPTION });
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
