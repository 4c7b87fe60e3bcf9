import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import { Check, Minus } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { FieldError, LabelMarks, hasMessage, joinIds, useFieldIds } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  /** The text next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** Controlled state; react-final-form's `input.checked` (with `type: 'checkbox'`) fits here. */
  checked?: boolean;
  /** Initial state when uncontrolled. @defaultValue false */
  defaultChecked?: boolean;
  /**
   * Shows a dash for "some but not all" (a select-all box over a partly selected list) and is
   * announced as mixed. Clicking it makes the box checked. @defaultValue false
   */
  indeterminate?: boolean;
  /** The native change event; react-final-form's `input.onChange` accepts it. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Receives the new checked state only. */
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Help under the label. */
  hint?: ReactNode;
  /** Validation message (e.g. "Accept the terms to continue"); marks the box invalid. */
  error?: ReactNode;
  /** Shows the required marker and sets `required`. @defaultValue false */
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** The value submitted when checked. @defaultValue 'on' */
  value?: string;
  /** Accepted so react-final-form's `input` spreads cleanly; always a checkbox. */
  type?: 'checkbox';
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** A checkbox with its label, hint and error; supports the indeterminate (mixed) state. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    checked,
    defaultChecked,
    indeterminate = false,
    onChange,
    onCheckedChange,
    hint,
    error,
    required = false,
    disabled,
    id,
    className,
    type: _type,
    'aria-describedby': ownDescribedBy,
    'data-testid': testId,
    ...rest
  },
  forwardedRef,
) {
  const ids = useFieldIds(id);
  const inner = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a click clears `indeterminate` in the DOM, so it is re-applied whenever `checked` changes
  }, [indeterminate, checked]);

  const invalid = hasMessage(error);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={indeterminate ? 'indeterminate' : undefined}
      data-invalid={invalid || undefined}
      data-testid={testId}
    >
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            ref={setRef}
            {...rest}
            id={ids.id}
            type="checkbox"
            className={styles.input}
            checked={checked}
            defaultChecked={checked === undefined ? defaultChecked : undefined}
            onChange={handleChange}
            disabled={disabled}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={joinIds(hasMessage(hint) && ids.hintId, invalid && ids.errorId, ownDescribedBy)}
          />
          <Icon icon={Check} size={14} className={styles.check} />
          <Icon icon={Minus} size={14} className={styles.dash} />
        </span>
        <label htmlFor={ids.id} className={styles.label} data-disabled={disabled || undefined}>
          {label} <LabelMarks required={required} />
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
