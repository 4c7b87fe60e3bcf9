import { forwardRef, useState, type ChangeEvent, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import { FieldError, hasMessage, joinIds, useFieldIds } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  /** What the switch turns on, e.g. "Track clicks by country". */
  label: ReactNode;
  /** Controlled state; react-final-form's `input.checked` (with `type: 'checkbox'`) fits here. */
  checked?: boolean;
  /** Initial state when uncontrolled. @defaultValue false */
  defaultChecked?: boolean;
  /** The native change event; react-final-form's `input.onChange` accepts it. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Receives the new state only. */
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Help under the label, e.g. what happens when it is on. */
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  /** @defaultValue 'on' */
  value?: string;
  /** Accepted so react-final-form's `input` spreads cleanly; the element is a checkbox with role=switch. */
  type?: 'checkbox';
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** An on/off setting that applies at once (role=switch). For a choice submitted with a form, prefer Checkbox. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    checked,
    defaultChecked,
    onChange,
    onCheckedChange,
    hint,
    error,
    disabled,
    id,
    className,
    type: _type,
    'aria-describedby': ownDescribedBy,
    'data-testid': testId,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  const [uncontrolled, setUncontrolled] = useState(defaultChecked ?? false);
  const on = checked ?? uncontrolled;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (checked === undefined) setUncontrolled(event.target.checked);
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-invalid={invalid || undefined} data-testid={testId}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            ref={ref}
            {...rest}
            id={ids.id}
            type="checkbox"
            role="switch"
            className={styles.input}
            checked={on}
            aria-checked={on}
            onChange={handleChange}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={joinIds(hasMessage(hint) && ids.hintId, invalid && ids.errorId, ownDescribedBy)}
          />
          <span className={styles.thumbStyle} aria-hidden="true" />
        </span>
        <label htmlFor={ids.id} className={styles.label} data-disabled={disabled || undefined}>
          {label}
        </label>
      </div>
      <div className={styles.messages}>
        {hasMessage(hint) ? (
          <div id={ids.hintId} className={fieldStyles.hint}>
            {hint}
          </div>
        ) : null}
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
});
