import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { X } from '../../icons/index.ts';
import { useDirection, useT } from '../../i18n/I18nProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  /** Controlled open state. Leave unset with a `trigger` for an uncontrolled dialog. */
  open?: boolean;
  /** Initial state when uncontrolled. @defaultValue false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, usually a Button. It must accept a ref. */
  trigger?: ReactElement;
  /** Names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The body; scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions at the block end, e.g. Cancel and Save. Wrap a cancel button in `DialogClose`. */
  footer?: ReactNode;
  /** @defaultValue 'medium' */
  size?: DialogSize;
  /**
   * When false, Escape, a click outside and the close button do nothing (e.g. while a request
   * runs). @defaultValue true
   */
  dismissible?: boolean;
  /** The close button's accessible name. @defaultValue "Close" (translated) */
  closeLabel?: string;
  'data-testid'?: string;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * A scrolling body must be reachable by keyboard (axe scrollable-region-focusable): when it
 * overflows and holds nothing focusable (Tab into a field would scroll it), it becomes a tab stop
 * itself, so arrow keys scroll it. Only then: a body that fits, or has fields, keeps the usual
 * first focus on its first field.
 */
function useKeyboardScroll(): [(element: HTMLDivElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [needed, setNeeded] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const check = () => setNeeded(element.scrollHeight > element.clientHeight + 1 && element.querySelector(FOCUSABLE) === null);
    check();
    // Absent in jsdom (the app's unit tests open dialogs): the mutation observer still re-checks.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resize?.observe(element);
    for (const child of element.children) resize?.observe(child);
    const mutation = new MutationObserver(check);
    mutation.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resize?.disconnect();
      mutation.disconnect();
    };
  }, [element]);
  return [setElement, needed];
}

/**
 * A modal dialog (Radix): focus is trapped inside and returns to the trigger, Escape closes,
 * the page behind is inert. Renders in a portal, themed and mirrored by the document root.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'medium',
  dismissible = true,
  closeLabel,
  'data-testid': testId,
}: DialogProps) {
  const t = useT();
  const dir = useDirection();
  const titleId = useId();
  const [bodyRef, bodyScrolls] = useKeyboardScroll();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          dir={dir}
          data-size={size}
          data-testid={testId}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              {/* Our own id inside Radix's title: the scrolling body is named by it. */}
              <span id={titleId}>{title}</span>
            </RadixDialog.Title>
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          </div>
          {children ? (
            <div
              ref={bodyRef}
              className={styles.body}
              {...(bodyScrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
            >
              {children}
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          <RadixDialog.Close asChild>
            <IconButton
              icon={X}
              size="small"
              className={styles.close}
              aria-label={closeLabel ?? t('ui.dialog.close')}
              disabled={!dismissible}
            />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child (e.g. a Cancel button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
