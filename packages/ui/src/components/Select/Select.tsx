import {
  forwardRef,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as control from '../Field/control.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectOptionGroup {
  /** The group heading shown in the list (an `<optgroup>`). */
  group: string;
  options: readonly SelectOption[];
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'children' | 'multiple'
>;

export interface SelectProps extends NativeSelectProps {
  label: ReactNode;
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** Controlled value; `''` selects the placeholder. react-final-form's `input.value` fits here. */
  value?: string;
  defaultValue?: string;
  /** The native change event; react-final-form's `input.onChange` accepts it. */
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  /**
   * The first, empty option. Pass `false` to have none (then the first option is preselected).
   * @defaultValue t('ui.select.placeholder')
   */
  placeholder?: string | false;
  hint?: ReactNode;
  error?: ReactNode;
  /** A required select cannot go back to the placeholder once chosen. @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  optional?: boolean;
  /** @defaultValue false */
  hideLabel?: boolean;
  className?: string;
  'data-testid'?: string;
}

function renderOption(option: SelectOption) {
  return (
    <option key={option.value} value={option.value} disabled={option.disabled} className={styles.option}>
      {option.label}
    </option>
  );
}

const isGroup = (item: SelectOption | SelectOptionGroup): item is SelectOptionGroup => 'group' in item;

/** A styled native `<select>`: reliable on every device and with every assistive technology. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    value,
    defaultValue,
    onChange,
    onValueChange,
    placeholder,
    hint,
    error,
    required = false,
    optional = false,
    hideLabel = false,
    className,
    id,
    disabled,
    'aria-describedby': ownDescribedBy,
    'data-testid': testId,
    ...rest
  },
  ref,
) {
  const t = useT();
  const placeholderText = placeholder === false ? null : (placeholder ?? t('ui.select.placeholder'));
  const controlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = controlled ? value : uncontrolled;
  const invalid = hasMessage(error);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (!controlled) setUncontrolled(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      hideLabel={hideLabel}
      id={id}
      className={className}
      data-testid={testId}
    >
      {(field: FieldControlProps) => (
        <div className={`${control.box} ${styles.box}`} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          <select
            ref={ref}
            {...rest}
            {...field}
            aria-describedby={joinIds(field['aria-describedby'], ownDescribedBy)}
            value={controlled ? value : undefined}
            defaultValue={controlled ? undefined : defaultValue}
            onChange={handleChange}
            required={required}
            disabled={disabled}
            data-placeholder={(placeholderText !== null && current === '') || undefined}
            className={`${control.input} ${styles.select}`}
          >
            {placeholderText !== null ? (
              <option value="" disabled={required} className={styles.option}>
                {placeholderText}
              </option>
            ) : null}
            {options.map((item) =>
              isGroup(item) ? (
                <optgroup key={item.group} label={item.group} className={styles.option}>
                  {item.options.map(renderOption)}
                </optgroup>
              ) : (
                renderOption(item)
              ),
            )}
          </select>
          <Icon icon={ChevronDown} size={16} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
});
