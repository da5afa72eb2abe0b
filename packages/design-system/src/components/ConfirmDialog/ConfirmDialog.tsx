import { AlertDialog, Button, Spinner } from '@radix-ui/themes';
import { useRef, useState, type ReactNode } from 'react';
import '../../radix-css/BaseDialog.css';
import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import '../../radix-css/Heading.css';
import '../../radix-css/Text.css';
import '../../radix-css/Spinner.css';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['default', 'destructive'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false after a confirm has finished, or on cancel / Escape. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question or consequence, e.g. "Unsaved changes will be lost." */
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * The confirmed action. When it returns a promise the dialog shows a busy state and stays open until
   * it settles; it closes when the promise resolves and stays open when it rejects (the caller reports
   * the failure, e.g. with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** 'destructive' gives the confirm button the failure colour (delete, lock, …). */
  tone?: ConfirmDialogTone;
}

/** Asks the user to confirm an action; it cannot be dismissed by a background click. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; reporting the failure is the caller's job.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        onCancel?.();
        onOpenChange(false);
      }}
    >
      <AlertDialog.Content
        className={styles.content}
        aria-busy={busy}
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        // Radix only returns focus to its own trigger; go back to whatever opened the dialog.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <AlertDialog.Title className={styles.title} size="5">
          {title}
        </AlertDialog.Title>
        <AlertDialog.Description className={styles.text} size="3">
          {text}
        </AlertDialog.Description>
        <div className={styles.actions}>
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" size="3" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button
            variant="solid"
            color={tone === 'destructive' ? 'red' : undefined}
            // Radix's plain red with white text misses WCAG AA contrast; the high-contrast red passes.
            highContrast={tone === 'destructive'}
            size="3"
            // aria-disabled rather than disabled: a disabled button would drop the focus to the body.
            aria-disabled={busy || undefined}
            data-disabled={busy || undefined}
            onClick={() => void confirm()}
          >
            {busy ? <Spinner size="2" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
