import { AlertDialog } from '@radix-ui/themes';
import { useRef, useState, type ReactNode } from 'react';
import '../../radix-css/BaseDialog.css';
import '../../radix-css/Heading.css';
import '../../radix-css/Text.css';
import { Button } from '../Button';
import { useModalTarget } from '../AppShell/modal-target';
import * as styles from './ConfirmDialog.css';
import { RadixThemeScope } from '../../theme/RadixThemeScope';

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
  /** 'destructive' makes the confirm button the danger button (delete, lock, …). */
  tone?: ConfirmDialogTone;
}

/**
 * Asks the user to confirm an action; it cannot be dismissed by a background click.
 *
 * - **Use it** for the confirmations of spec §8: deleting an app, company, location, team member, user or
 *   profile; locking a user; changing a role; unsaved changes that will be lost; adding a team member whose email
 *   was not found. `tone="destructive"` when something is deleted, locked or lost.
 * - **Not for** content or input: Modal (deleting one's account asks for the password, so it is a Modal with a
 *   form). Not for reporting what happened afterwards: a toast.
 * - **Content:** the title asks with verb and object ("Delete location?"); the text names the object and the
 *   consequence ("The location "Main hall" will be deleted. This cannot be undone."). The confirm label repeats
 *   the verb ("Delete", "Leave page"), the cancel label keeps things as they are ("Cancel", "Keep editing").
 * - **Accessibility:** an alertdialog named by its title and described by its text. Focus starts on the cancel
 *   button, stays inside and returns to what opened the dialog; Escape cancels. While `onConfirm`'s promise runs,
 *   Escape is ignored, Cancel is disabled and the confirm button keeps focus; if it rejects, the dialog stays open.
 */
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
  const modalTarget = useModalTarget();

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
    <RadixThemeScope>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next || busy) return;
          onCancel?.();
          onOpenChange(false);
        }}
      >
        <AlertDialog.Content
          container={modalTarget}
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
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* busy keeps the button focusable (aria-disabled): a disabled one would drop the focus to the body. */}
            <Button variant={tone === 'destructive' ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </RadixThemeScope>
  );
}
