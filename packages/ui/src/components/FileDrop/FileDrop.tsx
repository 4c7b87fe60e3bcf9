import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { Icon } from '../../icons/Icon.tsx';
import { useIntl, useT } from '../../i18n/I18nProvider.tsx';
import { button } from '../Button/Button.css.ts';
import { Field, hasMessage, joinIds, type FieldControlProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as control from '../Field/control.css.ts';
import { formatBytes, matchesAccept, typeNames } from './fileRules.ts';
import * as styles from './FileDrop.css.ts';

export const fileRejectionCodes = ['too-large', 'wrong-type', 'too-many'] as const;
export type FileRejectionCode = (typeof fileRejectionCodes)[number];

export interface FileRejection {
  file: File;
  code: FileRejectionCode;
  /** The translated reason, e.g. "This file is 12.4 MB; the limit is 5 MB." */
  message: string;
}

export interface FileDropProps {
  label: ReactNode;
  /** Accepted types: extensions (".csv") and MIME types ("text/csv", "image/*"). Empty accepts any. */
  accept?: readonly string[];
  /** Largest accepted size in bytes. */
  maxSize?: number;
  /** Accept several files at once. @defaultValue false */
  multiple?: boolean;
  /** Receives the accepted files of each pick or drop (never empty). */
  onFiles?: (files: File[]) => void;
  /** Receives each refused file with its reason. */
  onReject?: (rejections: FileRejection[]) => void;
  /** How the types are named in messages. @defaultValue derived from `accept`, e.g. "CSV" */
  typeLabel?: string;
  /** Show the accepted files under the zone with a remove button. @defaultValue true */
  showFiles?: boolean;
  hint?: ReactNode;
  /** An error from outside (e.g. the server refused the import); shown after refusal reasons. */
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

/**
 * A drop zone with a keyboard-operable "Choose file" button. Files are checked against `accept`
 * and `maxSize`; each refusal says why ("Only CSV files are accepted.").
 */
export function FileDrop({
  label,
  accept = [],
  maxSize,
  multiple = false,
  onFiles,
  onReject,
  typeLabel,
  showFiles = true,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  className,
  'data-testid': testId,
}: FileDropProps) {
  const t = useT();
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [accepted, setAccepted] = useState<File[]>([]);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const types = typeLabel ?? (accept.length ? intl.formatList(typeNames(accept), { type: 'disjunction' }) : '');
  const limit = maxSize !== undefined ? formatBytes(intl, maxSize) : '';
  const rules =
    types && limit
      ? t('ui.fileDrop.rules', { types, limit })
      : limit
        ? t('ui.fileDrop.rulesSize', { limit })
        : types
          ? t('ui.fileDrop.rulesType', { types })
          : '';

  const take = (list: FileList | null | undefined) => {
    if (!list || list.length === 0 || disabled) return;
    const good: File[] = [];
    const bad: FileRejection[] = [];
    Array.from(list).forEach((file, index) => {
      if (!multiple && index > 0) bad.push({ file, code: 'too-many', message: t('ui.fileDrop.tooMany') });
      else if (!matchesAccept(file, accept))
        bad.push({ file, code: 'wrong-type', message: t('ui.fileDrop.wrongType', { types }) });
      else if (maxSize !== undefined && file.size > maxSize)
        bad.push({
          file,
          code: 'too-large',
          message: t('ui.fileDrop.tooLarge', { size: formatBytes(intl, file.size), limit }),
        });
      else good.push(file);
    });
    setRejections(bad);
    if (good.length) {
      setAccepted((current) => (multiple ? [...current, ...good] : good));
      onFiles?.(good);
    }
    if (bad.length) onReject?.(bad);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  const reasonText =
    rejections.length === 0 ? null : rejections.length === 1 && !multiple ? (
      rejections[0]!.message
    ) : (
      <ul className={styles.reasons}>
        {rejections.map((rejection, index) => (
          <li key={index}>{`${rejection.file.name}: ${rejection.message}`}</li>
        ))}
      </ul>
    );
  const shownError =
    reasonText && hasMessage(error) ? (
      <>
        {reasonText} {error}
      </>
    ) : (
      (reasonText ?? error)
    );
  const invalid = hasMessage(shownError);

  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      id={id}
      group
      className={className}
      data-testid={testId}
    >
      {(field: FieldControlProps) => (
        <div className={fieldStyles.footerText}>
          {/* Drag and drop is a shortcut for mouse users; the button does the same from the keyboard. */}
          {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div
            className={styles.zone}
            data-dragging={dragging || undefined}
            data-invalid={invalid || undefined}
            data-disabled={disabled || undefined}
            onDragEnter={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
          >
            <Icon icon={Upload} size={24} />
            <div className={styles.prompt}>
              <span>
                {dragging ? t('ui.fileDrop.dropNow') : multiple ? t('ui.fileDrop.promptMany') : t('ui.fileDrop.prompt')}
              </span>
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'small' })}
                disabled={disabled}
                id={field.id}
                aria-labelledby={joinIds(field['aria-labelledby'], field.id)}
                aria-describedby={joinIds(rules && `${field.id}-rules`, field['aria-describedby'])}
                onClick={() => inputRef.current?.click()}
              >
                {multiple ? t('ui.fileDrop.chooseMany') : t('ui.fileDrop.choose')}
              </button>
            </div>
            {rules ? (
              <div id={`${field.id}-rules`} className={styles.rules}>
                {rules}
              </div>
            ) : null}
            <input
              ref={inputRef}
              type="file"
              name={name}
              accept={accept.join(',') || undefined}
              multiple={multiple}
              disabled={disabled}
              tabIndex={-1}
              aria-hidden="true"
              className={fieldStyles.visuallyHidden}
              data-testid={testId ? `${testId}-input` : 'file-drop-input'}
              onChange={(event) => {
                take(event.target.files);
                // Picking the same file again must fire change again.
                event.target.value = '';
              }}
            />
          </div>
          {showFiles && accepted.length > 0 ? (
            <ul className={styles.files} aria-label={t('ui.fileDrop.chosen')}>
              {accepted.map((file, index) => (
                <li key={`${file.name}-${index}`} className={styles.file}>
                  <Icon icon={FileText} size={16} />
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatBytes(intl, file.size)}</span>
                  <button
                    type="button"
                    className={control.action}
                    aria-label={t('ui.fileDrop.remove', { name: file.name })}
                    disabled={disabled}
                    onClick={() => setAccepted((current) => current.filter((_, i) => i !== index))}
                  >
                    <Icon icon={X} size={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
