import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertCircle } from '../../icons/index.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';

export const confirmTones = ['danger', 'primary'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  /** Controlled open state; leave unset with a `trigger`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog. It must accept a ref. */
  trigger?: ReactElement;
  /** The question, e.g. "Delete this link?". */
  title: ReactNode;
  /** What happens, e.g. "rabt.link/spring-sale stops redirecting. This cannot be undone." */
  description?: ReactNode;
  /** Extra body content above the confirmation word. */
  children?: ReactNode;
  /** The confirm button's colour. @defaultValue 'danger' */
  tone?: ConfirmTone;
  /** @defaultValue "Confirm" (translated) */
  confirmLabel?: string;
  /** @defaultValue "Cancel" (translated) */
  cancelLabel?: string;
  /**
   * A word the user must type exactly (case-sensitive) before confirming, e.g. `CONFIRM` for
   * account deletion. The confirm button stays disabled until it matches.
   */
  confirmWord?: string;
  /** The label of the word input. @defaultValue "Type {word} to confirm" (translated) */
  confirmWordLabel?: string;
  /**
   * Runs on confirm. A returned promise shows the loading state; when it resolves the dialog
   * closes, when it rejects the error line shows and the dialog stays open.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The error line on rejection. @defaultValue the rejection's message, or a translated generic line */
  errorMessage?: string;
  /** @defaultValue 'small' */
  size?: 'small' | 'medium';
}

/** Asks before a destructive or important action, optionally with a typed confirmation word. */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  tone = 'danger',
  confirmLabel,
  cancelLabel,
  confirmWord,
  confirmWordLabel,
  onConfirm,
  errorMessage,
  size = 'small',
}: ConfirmDialogProps) {
  const t = useT();
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOpen = open ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (!next) {
      setTyped('');
      setError(null);
    }
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  const wordMatches = !confirmWord || typed === confirmWord;

  const confirm = async () => {
    if (!wordMatches || pending) return;
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
    } catch (reason) {
      setPending(false);
      setError(errorMessage ?? (reason instanceof Error && reason.message ? reason.message : t('ui.confirmDialog.error')));
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
      trigger={trigger}
      title={title}
      description={description}
      size={size}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => setOpen(false)}>
            {cancelLabel ?? t('ui.confirmDialog.cancel')}
          </Button>
          <Button
            variant={tone}
            disabled={!wordMatches}
            loading={pending}
            onClick={() => void confirm()}
            data-testid="confirm-dialog-confirm"
          >
            {confirmLabel ?? t('ui.confirmDialog.confirm')}
          </Button>
        </>
      }
    >
      {children || confirmWord || error ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {children}
          {confirmWord ? (
            <div className={styles.confirmField}>
              <TextField
                label={confirmWordLabel ?? t('ui.confirmDialog.typeToConfirm', { word: confirmWord })}
                value={typed}
                onValueChange={setTyped}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                disabled={pending}
                dir="ltr"
              />
            </div>
          ) : null}
          {error ? (
            <p className={styles.error} role="alert">
              <Icon icon={AlertCircle} size={16} />
              <span>{error}</span>
            </p>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
