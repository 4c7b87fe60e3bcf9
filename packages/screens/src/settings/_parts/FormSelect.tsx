import { useField } from 'react-final-form';
import { Select, type SelectProps } from '@rabt/ui';

type FormSelectProps = { name: string } & Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

/** A ui Select bound to a react-final-form field (errors show once touched, like FormTextField). */
export function FormSelect({ name, ...rest }: FormSelectProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = meta.touched
    ? (typeof meta.error === 'string' && meta.error) ||
      (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) ||
      undefined
    : undefined;
  return (
    <Select
      {...rest}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}
