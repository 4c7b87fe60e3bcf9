import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AlertCircle, Check, Copy } from '../../icons/index.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { copyToClipboard } from './copyToClipboard.ts';
import * as styles from './CopyButton.css.ts';

/** How long "Copied" (or the error) stays before the button returns to "Copy". */
export const COPY_FEEDBACK_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The text to copy, e.g. "https://rabt.link/spring-sale". */
  value: string;
  /** Visible label. @defaultValue the translated "Copy" */
  label?: string;
  /**
   * Accessible name when it differs from the label, to say what is copied ("Copy short link").
   * Icon-only buttons default to "Copy {value}".
   */
  'aria-label'?: string;
  /** Only the icon, with a tooltip; the accessible name still says what is copied. @defaultValue false */
  iconOnly?: boolean;
  /** @defaultValue 'secondary' (text button) or 'ghost' (icon only) */
  variant?: ButtonVariant;
  /** @defaultValue 'medium' */
  size?: ButtonSize;
  /** Called after the value is on the clipboard. */
  onCopy?: (value: string) => void;
  /** Called when the browser refuses (permission denied, unsupported). */
  onError?: (error: unknown) => void;
  /** How long the feedback stays, in ms. @defaultValue 2000 */
  feedbackDuration?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * Copies a value to the clipboard, shows "Copied" for 2 s and announces it politely; if the
 * browser refuses, it says so and suggests copying by hand.
 */
export function CopyButton({
  value,
  label,
  'aria-label': ariaLabel,
  iconOnly = false,
  variant,
  size = 'medium',
  onCopy,
  onError,
  feedbackDuration = COPY_FEEDBACK_MS,
  disabled,
  'data-testid': testId,
}: CopyButtonProps) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyState, message: string) => {
    setState(next);
    setAnnouncement(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('idle');
      setAnnouncement('');
    }, feedbackDuration);
  };

  const handleClick = async () => {
    try {
      await copyToClipboard(value);
      settle('copied', t('ui.copyButton.copiedAnnouncement'));
      onCopy?.(value);
    } catch (error) {
      settle('failed', t('ui.copyButton.failedAnnouncement'));
      onError?.(error);
    }
  };

  const idleLabel = label ?? t('ui.copyButton.copy');
  const visibleLabel =
    state === 'copied' ? t('ui.copyButton.copied') : state === 'failed' ? t('ui.copyButton.failed') : idleLabel;
  const icon = state === 'copied' ? Check : state === 'failed' ? AlertCircle : Copy;
  const name = ariaLabel ?? (iconOnly ? t('ui.copyButton.copyValue', { value }) : undefined);

  return (
    <span className={styles.wrapper} data-state={state} data-testid={testId}>
      {iconOnly ? (
        // The tooltip stays open while the feedback shows: a click would otherwise close it.
        <Tooltip content={visibleLabel} open={tooltipOpen || state !== 'idle'} onOpenChange={setTooltipOpen}>
          <IconButton
            icon={icon}
            variant={variant ?? 'ghost'}
            size={size}
            aria-label={name ?? idleLabel}
            disabled={disabled}
            onClick={handleClick}
          />
        </Tooltip>
      ) : (
        <Button
          variant={variant ?? 'secondary'}
          size={size}
          icon={icon}
          disabled={disabled}
          onClick={handleClick}
          aria-label={name ? (state === 'idle' ? name : `${name}: ${visibleLabel}`) : undefined}
        >
          {visibleLabel}
        </Button>
      )}
      {/* Always rendered, so screen readers pick up the change; polite, so it never interrupts. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </span>
  );
}
