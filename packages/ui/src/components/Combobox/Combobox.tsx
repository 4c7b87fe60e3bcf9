import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as control from '../Field/control.css.ts';
import * as styles from './Combobox.css.ts';

export interface ComboboxOption {
  value: string;
  /** The text shown and searched; it fills the input when chosen. */
  label: string;
  /** A second, muted line (e.g. a country's dialling code, a company's city). */
  description?: string;
  disabled?: boolean;
}

export interface ComboboxProps {
  label: ReactNode;
  /** The options to show. For a server search, pass the latest results and set `filter={false}`. */
  options: readonly ComboboxOption[];
  /** Controlled chosen value (`null` for none); react-final-form's `input.value` fits here (`''` = none). */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives the chosen value, or `null` when the text is cleared; react-final-form's `input.onChange` accepts it. */
  onChange?: (value: string | null) => void;
  /** Receives the typed text, e.g. to fetch matching companies. */
  onInputChange?: (text: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /**
   * How options are matched to the text: `true` keeps those whose label contains it (ignoring case
   * and accents), a function decides itself, `false` shows `options` as given (server search).
   * @defaultValue true
   */
  filter?: boolean | ((option: ComboboxOption, text: string) => boolean);
  /** Shows "Loading…" in the list instead of "No results" while results are on their way. @defaultValue false */
  loading?: boolean;
  /** @defaultValue t('ui.combobox.noResults') */
  noResultsText?: string;
  placeholder?: string;
  /** A hidden input with this name carries the value in a native form submission. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  optional?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  /** @defaultValue false */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '')
    .toLocaleLowerCase();

const containsText = (option: ComboboxOption, text: string) => normalise(option.label).includes(normalise(text.trim()));

/**
 * A searchable single choice (ARIA combobox with a listbox). Typing filters; Down/Up move the
 * active option (announced through `aria-activedescendant`), Enter chooses, Escape closes and
 * restores the chosen label. The text never becomes the value unless an option is chosen.
 */
export function Combobox({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  onInputChange,
  onBlur,
  onFocus,
  filter = true,
  loading = false,
  noResultsText,
  placeholder,
  name,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  hideLabel = false,
  id,
  className,
  'data-testid': testId,
}: ComboboxProps) {
  const t = useT();
  const listboxId = `${useId().replace(/[^\w-]/g, '')}-listbox`;
  const controlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const selectedValue = (controlled ? value : uncontrolled) || null;
  // Remember the chosen option: with a server search it may not be in the latest `options`.
  const [chosen, setChosen] = useState<ComboboxOption | null>(() => options.find((o) => o.value === selectedValue) ?? null);
  const selected = options.find((o) => o.value === selectedValue) ?? (chosen?.value === selectedValue ? chosen : null);
  const selectedLabel = selected?.label ?? '';

  const [text, setText] = useState(selectedLabel);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Outside changes of the value (form reset, async load) show the new label when not typing.
  useEffect(() => {
    if (!editing) setText(selectedLabel);
  }, [selectedLabel, editing]);

  const visible = useMemo(() => {
    if (!editing || filter === false || text.trim() === '') return options;
    const match = typeof filter === 'function' ? filter : containsText;
    return options.filter((option) => match(option, text));
  }, [options, filter, text, editing]);

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const node = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(activeIndex))}`);
    node?.scrollIntoView?.({ block: 'nearest' });
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, open]);

  const choose = (option: ComboboxOption | null) => {
    if (option?.disabled) return;
    setChosen(option);
    if (!controlled) setUncontrolled(option?.value ?? null);
    setText(option?.label ?? '');
    setEditing(false);
    setOpen(false);
    setActiveIndex(-1);
    if ((option?.value ?? null) !== selectedValue) onChange?.(option?.value ?? null);
  };

  const firstEnabled = (list: readonly ComboboxOption[], from: number, step: 1 | -1) => {
    for (let i = 0, index = from; i < list.length; i += 1, index = (index + step + list.length) % list.length) {
      if (!list[index]?.disabled) return index;
    }
    return -1;
  };

  const openList = (start: 'selected' | 'first' | 'last' = 'selected') => {
    setOpen(true);
    const selectedIndex = visible.findIndex((o) => o.value === selectedValue);
    if (start === 'last') setActiveIndex(firstEnabled(visible, visible.length - 1, -1));
    else if (start === 'selected' && selectedIndex >= 0) setActiveIndex(selectedIndex);
    else setActiveIndex(firstEnabled(visible, 0, 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open || event.altKey) return openList();
      setActiveIndex((i) => firstEnabled(visible, i < 0 ? 0 : (i + 1) % visible.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList('last');
      setActiveIndex((i) => firstEnabled(visible, i <= 0 ? visible.length - 1 : i - 1, -1));
    } else if (event.key === 'Enter') {
      if (open && activeIndex >= 0 && visible[activeIndex]) {
        event.preventDefault();
        choose(visible[activeIndex]!);
      }
    } else if (event.key === 'Escape') {
      if (open || editing) {
        event.preventDefault();
        setOpen(false);
        setEditing(false);
        setActiveIndex(-1);
        setText(selectedLabel);
      } else if (text) {
        event.preventDefault();
        choose(null);
      }
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setOpen(false);
    setActiveIndex(-1);
    if (editing) {
      // Clearing the text clears the choice; any other unfinished text goes back to the chosen label.
      if (text.trim() === '') choose(null);
      else {
        const exact = visible.find((o) => !o.disabled && normalise(o.label) === normalise(text.trim()));
        if (exact) choose(exact);
        else setText(selectedLabel);
      }
      setEditing(false);
    }
    onBlur?.(event);
  };

  const invalid = hasMessage(error);
  const activeId = open && activeIndex >= 0 && visible[activeIndex] ? optionId(activeIndex) : undefined;
  const statusText = open && !loading ? t('ui.combobox.results', { count: visible.length }) : '';

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
        <div className={styles.wrapper}>
          <div
            className={control.box}
            data-invalid={invalid || undefined}
            data-disabled={disabled || undefined}
            data-open={open || undefined}
          >
            <input
              ref={inputRef}
              {...field}
              aria-describedby={joinIds(field['aria-describedby'])}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              className={control.input}
              value={text}
              placeholder={placeholder}
              disabled={disabled}
              required={required}
              onChange={(event) => {
                setText(event.target.value);
                setEditing(true);
                setOpen(true);
                setActiveIndex(event.target.value.trim() === '' ? -1 : 0);
                onInputChange?.(event.target.value);
              }}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
              onBlur={handleBlur}
              onClick={() => {
                if (!open) openList();
              }}
            />
            <button
              type="button"
              tabIndex={-1}
              className={control.action}
              aria-label={t('ui.combobox.showOptions')}
              aria-expanded={open}
              aria-controls={listboxId}
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                inputRef.current?.focus();
                if (open) setOpen(false);
                else openList();
              }}
            >
              <Icon icon={ChevronDown} size={16} />
            </button>
          </div>
          {name ? <input type="hidden" name={name} value={selectedValue ?? ''} /> : null}
          <div className={styles.listbox} hidden={!open} data-state={open ? 'open' : 'closed'}>
            <div ref={listRef} id={listboxId} role="listbox" aria-labelledby={`${field.id}-label`} hidden={visible.length === 0}>
              {visible.map((option, index) => (
                // Keys are handled on the input, which keeps focus (aria-activedescendant pattern).
                // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.value === selectedValue}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === activeIndex || undefined}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (!option.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                  onClick={() => choose(option)}
                >
                  <Icon icon={Check} size={14} className={styles.check} />
                  <span className={styles.optionText}>
                    <span>{option.label}</span>
                    {option.description ? <span className={styles.description}>{option.description}</span> : null}
                  </span>
                </div>
              ))}
            </div>
            {visible.length === 0 ? (
              <div className={styles.message} data-empty="">
                {loading ? t('ui.combobox.loading') : (noResultsText ?? t('ui.combobox.noResults'))}
              </div>
            ) : null}
          </div>
          <div role="status" className={fieldStyles.visuallyHidden}>
            {statusText}
          </div>
        </div>
      )}
    </Field>
  );
}
