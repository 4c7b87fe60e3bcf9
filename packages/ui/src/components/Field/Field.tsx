import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import * as styles from './Field.css.ts';

/** The props a control needs so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  /** Set when the label is not a `<label for>` (groups such as RadioGroup). */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The visible label. Always given, even when `hideLabel` hides it visually. */
  label: ReactNode;
  /** Help under the control; read after the label. */
  hint?: ReactNode;
  /**
   * The validation message. Any truthy node marks the control invalid (`aria-invalid`), is linked
   * through `aria-describedby` and is announced politely when it appears. `false`, `''` and
   * `undefined` mean valid, so `error={meta.touched && meta.error}` works as is.
   */
  error?: ReactNode;
  /** Shows a required marker and sets `aria-required` on the control. @defaultValue false */
  required?: boolean;
  /** Shows "(optional)" after the label, for forms where most fields are required. @defaultValue false */
  optional?: boolean;
  /** Hides the label visually; it still names the control. @defaultValue false */
  hideLabel?: boolean;
  /** The control's id. @defaultValue an id from `useId()` */
  id?: string;
  /**
   * The control is a group (radio group, list of switches): the label is referenced with
   * `aria-labelledby` instead of `<label for>`. @defaultValue false
   */
  group?: boolean;
  /** Extra described content under the hint, e.g. a password strength meter. */
  footer?: ReactNode;
  /** Text at the inline end of the message row, e.g. a character counter; also described. */
  counter?: ReactNode;
  /**
   * The control. A function receives the ids and ARIA props to spread on it; an element is cloned
   * with them (its own `aria-describedby` is kept and appended).
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  className?: string;
  'data-testid'?: string;
}

/** Ids that tie a control to its label and messages; exported for controls that lay out their own label. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? `field-${generated.replace(/[^\w-]/g, '')}`;
  return {
    id: base,
    labelId: `${base}-label`,
    hintId: `${base}-hint`,
    errorId: `${base}-error`,
    footerId: `${base}-footer`,
    counterId: `${base}-counter`,
  };
}

/** True when `error` holds a message (not `false`, `null`, `undefined` or `''`). */
export const hasMessage = (node: ReactNode): boolean => node !== undefined && node !== null && node !== false && node !== '';

/** Joins ids, skipping empty ones; `undefined` when none remain. */
export const joinIds = (...ids: Array<string | false | undefined | null>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** The error line: an icon and the message, inside a polite live region that always exists. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const show = hasMessage(children);
  return (
    <div aria-live="polite" aria-atomic="true">
      {show ? (
        <div id={id} className={styles.error} data-field-error="">
          <Icon icon={AlertCircle} size={14} className={styles.errorIcon} />
          <span>{children}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The required marker and "(optional)" text shown after a label. */
export function LabelMarks({ required, optional }: { required?: boolean; optional?: boolean }) {
  const t = useT();
  return (
    <>
      {/* Announced through aria-required on the control, so the star itself is hidden. */}
      {required ? (
        <span className={styles.required} aria-hidden="true" title={t('ui.field.required')}>
          *
        </span>
      ) : null}
      {optional && !required ? <span className={styles.optional}>{` ${t('ui.field.optional')}`}</span> : null}
    </>
  );
}

/**
 * A label, a control, a hint and an error, wired together: the label names the control, the
 * hint, footer, counter and error describe it, the error sets `aria-invalid` and is announced.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  optional = false,
  hideLabel = false,
  id,
  group = false,
  footer,
  counter,
  children,
  className,
  'data-testid': testId,
}: FieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  const control: FieldControlProps = {
    id: ids.id,
    'aria-labelledby': group ? ids.labelId : undefined,
    'aria-describedby': joinIds(
      hasMessage(hint) && ids.hintId,
      hasMessage(footer) && ids.footerId,
      invalid && ids.errorId,
      hasMessage(counter) && ids.counterId,
    ),
    'aria-invalid': invalid ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props;
    rendered = cloneElement(children, {
      ...control,
      id: own.id ?? control.id,
      'aria-describedby': joinIds(own['aria-describedby'], control['aria-describedby']),
    });
  } else {
    rendered = children;
  }

  const labelClass = [styles.label, hideLabel ? styles.visuallyHidden : ''].filter(Boolean).join(' ');
  const labelContent = (
    <>
      <span>{label}</span>
      <LabelMarks required={required} optional={optional} />
    </>
  );

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-required={required || undefined}
      data-testid={testId}
    >
      {group ? (
        <span id={ids.labelId} className={labelClass}>
          {labelContent}
        </span>
      ) : (
        <label id={ids.labelId} htmlFor={ids.id} className={labelClass}>
          {labelContent}
        </label>
      )}
      {rendered}
      {hasMessage(hint) || hasMessage(footer) || hasMessage(counter) ? (
        <div className={styles.footer}>
          <div className={styles.footerText}>
            {hasMessage(hint) ? (
              <div id={ids.hintId} className={styles.hint}>
                {hint}
              </div>
            ) : null}
            {hasMessage(footer) ? <div id={ids.footerId}>{footer}</div> : null}
          </div>
          {hasMessage(counter) ? (
            <div id={ids.counterId} className={styles.counter}>
              {counter}
            </div>
          ) : null}
        </div>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
