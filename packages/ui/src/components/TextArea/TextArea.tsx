import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as control from '../Field/control.css.ts';
import * as styles from './TextArea.css.ts';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'children'
>;

export interface TextAreaProps extends NativeTextAreaProps {
  label: ReactNode;
  /** Controlled value; react-final-form's `input.value` fits here. */
  value?: string;
  defaultValue?: string;
  /** The native change event; react-final-form's `input.onChange` accepts it. */
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLTextAreaElement>;
  hint?: ReactNode;
  error?: ReactNode;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  optional?: boolean;
  /** Visible lines before typing. @defaultValue 3 */
  rows?: number;
  /** Grow with the text instead of scrolling. @defaultValue false */
  autoGrow?: boolean;
  /** With `autoGrow`, the most lines before it scrolls. @defaultValue 12 */
  maxRows?: number;
  /** Shows "used/max" when `maxLength` is set. @defaultValue true when `maxLength` is set */
  showCounter?: boolean;
  /** @defaultValue false */
  hideLabel?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Multi-line text with label, hint, error, an optional counter and optional auto-grow. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    value,
    defaultValue,
    onChange,
    onValueChange,
    hint,
    error,
    required = false,
    optional = false,
    rows = 3,
    autoGrow = false,
    maxRows = 12,
    showCounter,
    hideLabel = false,
    className,
    id,
    maxLength,
    disabled,
    readOnly,
    'aria-describedby': ownDescribedBy,
    'data-testid': testId,
    ...rest
  },
  forwardedRef,
) {
  const t = useT();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      inner.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  const controlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => defaultValue?.length ?? 0);
  const length = controlled ? (value ?? '').length : uncontrolledLength;
  const counting = maxLength !== undefined && (showCounter ?? true);
  const invalid = hasMessage(error);

  const resize = useCallback(() => {
    const node = inner.current;
    if (!autoGrow || !node) return;
    const style = getComputedStyle(node);
    const line = parseFloat(style.lineHeight) || 22;
    const chrome = parseFloat(style.paddingBlockStart) + parseFloat(style.paddingBlockEnd);
    node.style.height = 'auto';
    const max = line * maxRows + chrome;
    node.style.height = `${Math.min(node.scrollHeight, max)}px`;
    node.style.overflowY = node.scrollHeight > max ? 'auto' : 'hidden';
  }, [autoGrow, maxRows]);
  useLayoutEffect(resize, [resize, value]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!controlled) setUncontrolledLength(event.target.value.length);
    resize();
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const counter = counting ? (
    <span className={length >= maxLength ? fieldStyles.counterFull : undefined}>
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
      counter={counter}
      className={className}
      data-testid={testId}
    >
      {(field: FieldControlProps) => (
        <div
          className={control.box}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <textarea
            ref={setRef}
            {...rest}
            {...field}
            aria-describedby={joinIds(field['aria-describedby'], ownDescribedBy)}
            rows={rows}
            value={value}
            defaultValue={controlled ? undefined : defaultValue}
            onChange={handleChange}
            maxLength={maxLength}
            required={required}
            disabled={disabled}
            readOnly={readOnly}
            data-auto-grow={autoGrow || undefined}
            className={[control.input, styles.textarea, autoGrow ? styles.autoGrow : ''].filter(Boolean).join(' ')}
          />
        </div>
      )}
    </Field>
  );
});
