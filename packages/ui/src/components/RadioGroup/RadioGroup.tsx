import { useId, useRef, useState, type FocusEventHandler, type KeyboardEvent, type ReactNode } from 'react';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export const radioOrientations = ['vertical', 'horizontal'] as const;
export type RadioOrientation = (typeof radioOrientations)[number];

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line of help under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's label (what is being chosen). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Controlled value; react-final-form's `input.value` fits here. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Receives the chosen value; react-final-form's `input.onChange` accepts it. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the group; react-final-form's `input.onBlur` fits here. */
  onBlur?: FocusEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  /** Form field name shared by the radios. @defaultValue a generated name */
  name?: string;
  /** @defaultValue 'vertical' */
  orientation?: RadioOrientation;
  hint?: ReactNode;
  error?: ReactNode;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  optional?: boolean;
  /** Disables every option. @defaultValue false */
  disabled?: boolean;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

const NEXT = 1;
const PREVIOUS = -1;

/**
 * One choice from a few options. Tab enters the group at the chosen option; arrow keys move and
 * choose (Up/Down always; Left/Right follow reading direction, so in Arabic Left means next).
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocus,
  name,
  orientation = 'vertical',
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  id,
  className,
  'data-testid': testId,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? `radio-${generated.replace(/[^\w-]/g, '')}`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const invalid = hasMessage(error);

  const choose = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === 'ArrowDown'
        ? NEXT
        : event.key === 'ArrowUp'
          ? PREVIOUS
          : event.key === 'ArrowRight'
            ? rtl
              ? PREVIOUS
              : NEXT
            : event.key === 'ArrowLeft'
              ? rtl
                ? NEXT
                : PREVIOUS
              : 0;
    if (step === 0) return;
    event.preventDefault();
    const enabled = options.filter((option) => !option.disabled && !disabled);
    if (enabled.length === 0) return;
    const focused = enabled.findIndex((option) => inputs.current.get(option.value) === document.activeElement);
    const from = focused === -1 ? enabled.findIndex((option) => option.value === current) : focused;
    const target = enabled[(from + step + enabled.length) % enabled.length]!;
    inputs.current.get(target.value)?.focus();
    choose(target.value);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      id={id}
      group
      className={className}
      data-testid={testId}
    >
      {(field: FieldControlProps) => (
        // Keys are handled on the group: the radios inside are the focusable, interactive elements.
        // oxlint-disable-next-line jsx-a11y/interactive-supports-focus
        <div
          role="radiogroup"
          id={field.id}
          aria-labelledby={field['aria-labelledby']}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
          aria-required={field['aria-required']}
          aria-disabled={disabled || undefined}
          className={styles.group}
          data-orientation={orientation}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onFocus={onFocus}
        >
          {options.map((option, index) => {
            const optionId = `${field.id}-option-${index}`;
            const descriptionId = option.description ? `${optionId}-description` : undefined;
            const optionDisabled = disabled || option.disabled;
            return (
              <div key={option.value} className={styles.option} data-state={current === option.value ? 'checked' : 'unchecked'}>
                <span className={styles.control}>
                  <input
                    ref={(node) => {
                      if (node) inputs.current.set(option.value, node);
                      else inputs.current.delete(option.value);
                    }}
                    type="radio"
                    id={optionId}
                    name={groupName}
                    value={option.value}
                    checked={current === option.value}
                    onChange={() => choose(option.value)}
                    disabled={optionDisabled}
                    required={required}
                    data-invalid={invalid || undefined}
                    aria-describedby={joinIds(descriptionId)}
                    className={styles.input}
                  />
                </span>
                <span className={styles.text}>
                  <label htmlFor={optionId} className={styles.label} data-disabled={optionDisabled || undefined}>
                    {option.label}
                  </label>
                  {option.description ? (
                    <span id={descriptionId} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
