import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Field, joinIds, hasMessage, type FieldControlProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as control from '../Field/control.css.ts';

export const textFieldTypes = ['text', 'email', 'url', 'tel', 'number', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'prefix' | 'size' | 'children' | 'dir'
>;

export interface TextFieldProps extends NativeInputProps {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** `password` is for PasswordField, which adds the show/hide toggle. @defaultValue 'text' */
  type?: TextFieldType | 'password';
  /** Controlled value; react-final-form's `input.value` fits here. */
  value?: string | number;
  /** Initial value when uncontrolled. */
  defaultValue?: string | number;
  /** The native change event; react-final-form's `input.onChange` accepts it. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Receives the new text only, for callers that do not need the event. */
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** Help under the input. */
  hint?: ReactNode;
  /** Validation message; any truthy node marks the input invalid. `false` means valid. */
  error?: ReactNode;
  /** Shows the required marker, sets `required` and `aria-required`. @defaultValue false */
  required?: boolean;
  /** Shows "(optional)" after the label. @defaultValue false */
  optional?: boolean;
  /** Text fixed before the value inside the box, e.g. "https://" or "rabt.link/". */
  prefix?: ReactNode;
  /** Text fixed after the value inside the box, e.g. "%" or ".rabt.link". */
  suffix?: ReactNode;
  /** An interactive control at the inline end of the box (used by PasswordField). */
  action?: ReactNode;
  /** Shows "used/max" under the input when `maxLength` is set. @defaultValue true when `maxLength` is set */
  showCounter?: boolean;
  /** Hides the label visually (it still names the input). @defaultValue false */
  hideLabel?: boolean;
  /**
   * Direction of the value box. URLs, e-mail addresses and phone numbers read left to right
   * even in Arabic. @defaultValue 'ltr' for url, email and tel; inherited otherwise
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Extra described content under the hint (PasswordField's strength slot). */
  footer?: ReactNode;
  /** Class name on the outer field. */
  className?: string;
  'data-testid'?: string;
}

const lengthOf = (value: string | number | undefined) => (value === undefined || value === null ? 0 : String(value).length);

/**
 * A single-line text input with a label, hint, error, adornments and an optional counter. Spread
 * react-final-form's `input` on it: `<TextField {...input} label="Destination URL" error={…} />`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    type = 'text',
    value,
    defaultValue,
    onChange,
    onValueChange,
    hint,
    error,
    required = false,
    optional = false,
    prefix,
    suffix,
    action,
    showCounter,
    hideLabel = false,
    dir,
    footer,
    className,
    id,
    maxLength,
    disabled,
    readOnly,
    'aria-describedby': ownDescribedBy,
    'data-testid': testId,
    ...rest
  },
  ref,
) {
  const t = useT();
  const adornmentId = useId();
  const controlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const length = controlled ? lengthOf(value) : uncontrolledLength;
  const counting = maxLength !== undefined && type !== 'number' && (showCounter ?? true);
  const invalid = hasMessage(error);
  const boxDir = dir ?? (type === 'url' || type === 'email' || type === 'tel' ? 'ltr' : undefined);
  const prefixId = prefix ? `${adornmentId}-prefix` : undefined;
  const suffixId = suffix ? `${adornmentId}-suffix` : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const counter = counting ? (
    <span data-full={length >= maxLength || undefined} className={length >= maxLength ? fieldStyles.counterFull : undefined}>
      <span aria-hidden="true">{t('ui.textField.counter', { count: length, max: maxLength })}</span>
      <span className={fieldStyles.visuallyHidden}>{t('ui.textField.counterLabel', { count: length, max: maxLength })}</span>
    </span>
  ) : undefined;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      hideLabel={hideLabel}
      id={id}
      footer={footer}
      counter={counter}
      className={className}
      data-testid={testId}
    >
      {(field: FieldControlProps) => (
        <div
          className={control.box}
          dir={boxDir}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          {prefix ? (
            <span id={prefixId} className={control.adornment} data-position="start">
              {prefix}
            </span>
          ) : null}
          <input
            ref={ref}
            {...rest}
            {...field}
            aria-describedby={joinIds(prefixId, suffixId, field['aria-describedby'], ownDescribedBy)}
            type={type}
            value={value}
            defaultValue={controlled ? undefined : defaultValue}
            onChange={handleChange}
            maxLength={maxLength}
            required={required}
            disabled={disabled}
            readOnly={readOnly}
            className={control.input}
          />
          {suffix ? (
            <span id={suffixId} className={control.adornment} data-position="end">
              {suffix}
            </span>
          ) : null}
          {action}
        </div>
      )}
    </Field>
  );
});
