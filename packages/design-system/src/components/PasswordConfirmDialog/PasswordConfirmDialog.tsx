import { AlertDialog } from '@radix-ui/themes';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import '../../radix-css/BaseDialog.css';
import '../../radix-css/Heading.css';
import '../../radix-css/Text.css';
import { Button } from '../Button';
import type { ConfirmDialogTone } from '../ConfirmDialog';
import { useModalTarget } from '../AppShell/modal-target';
import { FormErrorLine } from '../FormErrorLine';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import * as styles from './PasswordConfirmDialog.css';
import { RadixThemeScope } from '../../theme/RadixThemeScope';

export interface PasswordConfirmDialogProps {
  open: boolean;
  /** Called with false after a confirm has finished, or on cancel / Escape. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, e.g. "Max Moser will own Acme Events GmbH." */
  text: ReactNode;
  passwordLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown at the field when the user confirms without typing a password; onConfirm is not called. */
  requiredMessage: string;
  /** The field's message from the caller, e.g. the server's "Invalid password". */
  passwordError?: string | undefined;
  /** A message for the dialog as a whole, e.g. too many attempts. */
  error?: ReactNode;
  /**
   * The confirmed action, with the typed password. While its promise runs the dialog is busy; it closes
   * when the promise resolves and stays open when it rejects (the caller sets `passwordError` or `error`).
   */
  onConfirm: (password: string) => void | Promise<unknown>;
  onCancel?: () => void;
  /** 'destructive' makes the confirm button the danger button. */
  tone?: ConfirmDialogTone;
}

/**
 * Asks for the user's password to confirm a grave action; it cannot be dismissed by a background click.
 *
 * - **Use it** for the confirmations spec §5 asks a password for: transferring a company's ownership,
 *   deleting an account.
 * - **Not for** a plain yes-or-no question (ConfirmDialog) or a longer form (Modal).
 * - **Content:** the title asks with verb and object ("Transfer the ownership?"); the text names who and what
 *   changes and what stays. The confirm label repeats the verb, the cancel label keeps things as they are.
 * - **Accessibility:** an alertdialog named by its title and described by its text. Focus starts in the password
 *   field; Enter confirms; Escape and Cancel close it and focus returns to what opened it. An empty or refused
 *   password is reported at the field, which takes focus again with its text selected. While `onConfirm` runs,
 *   Escape is ignored, the field and Cancel are disabled and the confirm button keeps focus.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  passwordLabel,
  confirmLabel,
  cancelLabel,
  requiredMessage,
  passwordError,
  error,
  onConfirm,
  onCancel,
  tone = 'default',
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const modalTarget = useModalTarget();

  const close = () => {
    setPassword('');
    setMissing(false);
    onOpenChange(false);
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    setBusy(true);
    let confirmed = false;
    try {
      await onConfirm(password);
      confirmed = true;
    } catch {
      // Stay open for another try; the caller has said what went wrong.
    } finally {
      setBusy(false);
    }
    if (confirmed) close();
    else requestAnimationFrame(() => input.current?.select());
  }

  const fieldError = missing ? requiredMessage : passwordError;

  return (
    <RadixThemeScope>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next || busy) return;
          onCancel?.();
          close();
        }}
      >
        <AlertDialog.Content
          container={modalTarget}
          className={styles.content}
          aria-busy={busy}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            input.current?.focus();
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
          <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
            <FormField label={passwordLabel} errors={fieldError ? [fieldError] : undefined}>
              <TextInput
                ref={input}
                type="password"
                autoComplete="current-password"
                value={password}
                readOnly={busy}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setMissing(false);
                }}
              />
            </FormField>
            {error ? <FormErrorLine>{error}</FormErrorLine> : null}
            <div className={styles.actions}>
              <AlertDialog.Cancel>
                <Button variant="secondary" disabled={busy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              {/* busy keeps the button focusable (aria-disabled): a disabled one would drop the focus to the body. */}
              <Button type="submit" variant={tone === 'destructive' ? 'danger' : 'primary'} busy={busy}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </RadixThemeScope>
  );
}
