import { useState, type ChangeEvent, type FocusEvent, type FocusEventHandler, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as control from '../Field/control.css.ts';
import * as styles from './ColorField.css.ts';

export interface ColorPreset {
  /** "#0F766E" */
  value: string;
  /** The swatch's accessible name, e.g. "Teal". @defaultValue the hex value */
  label?: string;
}

export interface ColorFieldProps {
  label: ReactNode;
  /** Controlled colour as "#RRGGBB"; react-final-form's `input.value` fits here. */
  value?: string;
  defaultValue?: string;
  /** Receives a valid colour as upper-case "#RRGGBB" only; half-typed text never reaches it. */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Swatches offered under the input, e.g. the brand colours. */
  presets?: readonly ColorPreset[];
  hint?: ReactNode;
  /** An error from outside (e.g. "Too little contrast with the background"). */
  error?: ReactNode;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

/** "#abc", "abc", "#aabbcc" → "#AABBCC"; anything else → null. */
export function normaliseHex(text: string): string | null {
  const raw = text.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(raw)) return `#${[...raw].map((c) => c + c).join('')}`.toUpperCase();
  if (/^[0-9a-f]{6}$/i.test(raw)) return `#${raw}`.toUpperCase();
  return null;
}

/** A colour as a hex code, with the native colour picker and preset swatches (QR code colours). */
export function ColorField({
  label,
  value,
  defaultValue = '#000000',
  onChange,
  onBlur,
  presets = [],
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  className,
  'data-testid': testId,
}: ColorFieldProps) {
  const t = useT();
  const controlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(() => normaliseHex(defaultValue) ?? '#000000');
  const current = (controlled ? normaliseHex(value) : uncontrolled) ?? '#000000';
  const [text, setText] = useState<string | null>(null);
  const [invalidText, setInvalidText] = useState(false);
  const shown = text ?? current;

  const commit = (next: string) => {
    setInvalidText(false);
    if (!controlled) setUncontrolled(next);
    if (next !== current) onChange?.(next);
  };

  const onText = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const parsed = /^#?[0-9a-f]{6}$/i.test(event.target.value.trim()) ? normaliseHex(event.target.value) : null;
    if (parsed) commit(parsed);
  };

  const onTextBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = normaliseHex(event.target.value);
    if (parsed) {
      commit(parsed);
      setText(null);
    } else {
      setInvalidText(true);
    }
    onBlur?.(event);
  };

  const shownError = invalidText ? t('ui.colorField.invalid') : error;
  const invalid = hasMessage(shownError);

  return (
    <Field label={label} hint={hint} error={shownError} required={required} id={id} className={className} data-testid={testId}>
      {(field: FieldControlProps) => (
        <div className={styles.row}>
          <div className={control.box} dir="ltr" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
            <input
              type="color"
              className={styles.picker}
              value={current.toLowerCase()}
              disabled={disabled}
              aria-label={t('ui.colorField.picker')}
              aria-describedby={field.id}
              onChange={(event) => {
                setText(null);
                commit(event.target.value.toUpperCase());
              }}
            />
            <input
              {...field}
              aria-describedby={joinIds(field['aria-describedby'])}
              type="text"
              name={name}
              className={`${control.input} ${styles.hex}`}
              value={shown}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              disabled={disabled}
              required={required}
              onChange={onText}
              onBlur={onTextBlur}
            />
          </div>
          {presets.length > 0 ? (
            <div role="group" aria-label={t('ui.colorField.presets')} className={styles.presets}>
              {presets.map((preset) => {
                const hex = normaliseHex(preset.value) ?? preset.value;
                return (
                  <button
                    key={hex}
                    type="button"
                    className={styles.swatch}
                    style={{ background: hex }}
                    aria-label={preset.label ? `${preset.label} ${hex}` : hex}
                    aria-pressed={hex === current}
                    disabled={disabled}
                    onClick={() => {
                      setText(null);
                      commit(hex);
                    }}
                  />
                );
              })}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
