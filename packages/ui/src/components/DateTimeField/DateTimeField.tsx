import * as Popover from '@radix-ui/react-popover';
import { useMemo, useState, type FocusEventHandler, type ReactNode } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ar as arabicCalendar } from 'react-day-picker/locale/ar';
import { enUS as englishCalendar } from 'react-day-picker/locale/en-US';
import { format, isValid, parse, parseISO, startOfDay } from 'date-fns';
import { Calendar } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { useI18n, useT } from '../../i18n/I18nProvider.tsx';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as control from '../Field/control.css.ts';
import * as styles from './DateTimeField.css.ts';

export interface DateTimeFieldProps {
  label: ReactNode;
  /**
   * Controlled value: an ISO string ("2026-03-15T06:30:00.000Z"), or "2026-03-15" with
   * `withTime={false}`; `null` or `''` for none. react-final-form's `input.value` fits here.
   */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives the new ISO string, or `null` when cleared. Incomplete or invalid input never reaches it. */
  onChange?: (value: string | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Show a time input next to the date. @defaultValue true */
  withTime?: boolean;
  /** Earliest allowed moment (ISO). Days before it are disabled in the calendar. */
  min?: string;
  /** Latest allowed moment (ISO). */
  max?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** @defaultValue false */
  required?: boolean;
  /** @defaultValue false */
  optional?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

const calendars = { en: englishCalendar, ar: arabicCalendar } as const;
const DATE_PATTERN = 'P';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * A date (typed in the user's locale or picked from a calendar) and an optional time, as an ISO
 * string. Arabic shows Arabic month and day names with Western digits.
 */
export function DateTimeField({
  label,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  withTime = true,
  min,
  max,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  name,
  id,
  className,
  'data-testid': testId,
}: DateTimeFieldProps) {
  const t = useT();
  const { locale, dir } = useI18n();
  const calendarLocale = calendars[locale];
  const controlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const current = toDate(controlled ? value : uncontrolled);

  const [dateText, setDateText] = useState<string | null>(null);
  const [timeText, setTimeText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const minDate = toDate(min);
  const maxDate = toDate(max);
  const shownDate = dateText ?? (current ? format(current, DATE_PATTERN, { locale: calendarLocale }) : '');
  const shownTime = timeText ?? (current ? format(current, 'HH:mm') : '');
  const example = format(new Date(2026, 2, 14), DATE_PATTERN, { locale: calendarLocale });
  const formatLimit = (date: Date) => format(date, withTime ? 'Pp' : DATE_PATTERN, { locale: calendarLocale });

  const disabledDays = useMemo(() => {
    const matchers: Matcher[] = [];
    if (minDate) matchers.push({ before: startOfDay(minDate) });
    if (maxDate) matchers.push({ after: maxDate });
    return matchers;
  }, [minDate, maxDate]);

  /** Combines a day and a time into the value, checks the range, and reports it. */
  const commit = (day: Date | null, time: string) => {
    if (!day) {
      setProblem(null);
      if (!controlled) setUncontrolled(null);
      if (current) onChange?.(null);
      return;
    }
    const [hours, minutes] = (time || '00:00').split(':').map(Number);
    const moment = new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      withTime ? (hours ?? 0) : 0,
      withTime ? (minutes ?? 0) : 0,
    );
    if (minDate && moment < (withTime ? minDate : startOfDay(minDate))) {
      setProblem(t('ui.dateTimeField.beforeMin', { date: formatLimit(minDate) }));
      return;
    }
    if (maxDate && moment > maxDate) {
      setProblem(t('ui.dateTimeField.afterMax', { date: formatLimit(maxDate) }));
      return;
    }
    setProblem(null);
    const next = withTime ? moment.toISOString() : format(moment, 'yyyy-MM-dd');
    if (!controlled) setUncontrolled(next);
    if (next !== (controlled ? value : uncontrolled)) onChange?.(next);
  };

  const commitText = (text: string) => {
    if (text.trim() === '') {
      setDateText(null);
      commit(null, shownTime);
      return;
    }
    // oxlint-disable-next-line react/purity -- `new Date()` is only parse()'s reference for missing fields; a full date pattern fills them all
    const parsed = parse(text.trim(), DATE_PATTERN, new Date(), { locale: calendarLocale });
    if (!isValid(parsed) || parsed.getFullYear() < 1000) {
      setProblem(t('ui.dateTimeField.invalid', { example }));
      return;
    }
    setDateText(null);
    commit(parsed, shownTime);
  };

  const shownError = problem ?? error;
  const invalid = hasMessage(shownError);

  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      optional={optional}
      id={id}
      className={className}
      data-testid={testId}
    >
      {(field: FieldControlProps) => (
        <div className={styles.row}>
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Anchor asChild>
              <div
                className={`${control.box} ${styles.dateBox}`}
                data-invalid={invalid || undefined}
                data-disabled={disabled || undefined}
              >
                <input
                  {...field}
                  aria-describedby={joinIds(`${field.id}-format`, field['aria-describedby'])}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className={control.input}
                  value={shownDate}
                  placeholder={example}
                  disabled={disabled}
                  required={required}
                  onChange={(event) => setDateText(event.target.value)}
                  onBlur={(event) => {
                    if (dateText !== null) commitText(event.target.value);
                    onBlur?.(event);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && dateText !== null) {
                      event.preventDefault();
                      commitText(event.currentTarget.value);
                    }
                  }}
                />
                <span id={`${field.id}-format`} className={fieldStyles.visuallyHidden}>
                  {example}
                </span>
                <Popover.Trigger asChild>
                  <button
                    type="button"
                    className={control.action}
                    aria-label={t('ui.dateTimeField.openCalendar')}
                    disabled={disabled}
                  >
                    <Icon icon={Calendar} size={16} />
                  </button>
                </Popover.Trigger>
              </div>
            </Popover.Anchor>
            <Popover.Portal>
              <Popover.Content
                className={styles.popover}
                align="start"
                sideOffset={4}
                dir={dir}
                aria-label={t('ui.dateTimeField.openCalendar')}
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                {/* The calendar opens on request, so moving focus to its chosen day is expected. */}
                {/* oxlint-disable jsx-a11y/no-autofocus */}
                <DayPicker
                  mode="single"
                  autoFocus
                  selected={current ?? undefined}
                  defaultMonth={current ?? minDate ?? undefined}
                  onSelect={(day) => {
                    setDateText(null);
                    commit(day ?? null, shownTime);
                    setOpen(false);
                  }}
                  disabled={disabledDays}
                  startMonth={minDate ?? undefined}
                  endMonth={maxDate ?? undefined}
                  locale={calendarLocale}
                  numerals="latn"
                  // The day's number appears as a word in its name (axe: label-content-name-mismatch).
                  labels={{ labelDayButton: (date) => format(date, 'EEEE, d MMMM yyyy', { locale: calendarLocale }) }}
                  dir={dir}
                  classNames={{
                    root: styles.root,
                    months: styles.months,
                    month: styles.month,
                    month_caption: styles.caption,
                    nav: styles.nav,
                    button_previous: styles.navButton,
                    button_next: styles.navButton,
                    chevron: styles.chevron,
                    month_grid: styles.grid,
                    weekday: styles.weekday,
                    day: styles.day,
                    day_button: styles.dayButton,
                    today: styles.today,
                    selected: styles.selected,
                    disabled: styles.disabled,
                    outside: styles.outside,
                  }}
                />
                {/* oxlint-enable jsx-a11y/no-autofocus */}
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
          {withTime ? (
            <div
              className={`${control.box} ${styles.timeBox}`}
              data-invalid={invalid || undefined}
              data-disabled={disabled || undefined}
            >
              <input
                type="time"
                className={control.input}
                aria-labelledby={`${field.id}-label ${field.id}-time`}
                aria-describedby={field['aria-describedby']}
                aria-invalid={field['aria-invalid']}
                value={shownTime}
                disabled={disabled}
                required={required}
                onChange={(event) => {
                  setTimeText(event.target.value);
                  const day =
                    current ?? (dateText ? parse(dateText, DATE_PATTERN, new Date(), { locale: calendarLocale }) : null);
                  if (event.target.value && day && isValid(day)) {
                    setTimeText(null);
                    commit(day, event.target.value);
                  }
                }}
                onBlur={onBlur}
              />
              <span id={`${field.id}-time`} className={fieldStyles.visuallyHidden}>
                {t('ui.dateTimeField.time')}
              </span>
            </div>
          ) : null}
          {name ? <input type="hidden" name={name} value={(controlled ? value : uncontrolled) ?? ''} /> : null}
        </div>
      )}
    </Field>
  );
}
