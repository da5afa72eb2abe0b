import { Cross2Icon } from '@radix-ui/react-icons';
import { Dialog, IconButton, Spinner } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import '../../radix-css/BaseDialog.css';
import '../../radix-css/BaseButton.css';
import '../../radix-css/IconButton.css';
import '../../radix-css/Heading.css';
import '../../radix-css/Text.css';
import '../../radix-css/Spinner.css';
import { useModalTarget } from '../AppShell/modal-target';
import * as styles from './Modal.css';
import { RadixThemeScope } from '../../theme/RadixThemeScope';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional lead text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the close icon button, e.g. "Close". */
  closeLabel: string;
  /** CSS length overriding the default maximum width (700px, spec §9). */
  maxWidth?: string;
  /** Shows a spinner instead of the body, e.g. while its content loads. */
  busy?: boolean;
}

/**
 * A modal dialog. Closes by its close icon, a click on the background or Escape; focus stays inside
 * while open and goes back to the element that had it before opening.
 *
 * - **Use it** for content or a short form the user deals with without leaving the screen: a static page from
 *   the footer (spec §2), a notification, deleting one's account with the password.
 * - **Not for** a plain yes-or-no question (ConfirmDialog), an outcome message (a toast) or a task with its own
 *   steps and address (a screen).
 * - **Content:** a short title naming what is shown or asked ("Terms and Conditions", "Delete your account?"),
 *   an optional lead text as `description`. At most 700px wide by default (spec §9).
 * - **Accessibility:** a dialog named by its title and described by `description`; the close icon is named by
 *   `closeLabel`. While `busy` a spinner shows and the body is hidden and inert.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel,
  maxWidth,
  busy = false,
}: ModalProps) {
  // Radix only returns focus to its own Dialog.Trigger; controlled modals are opened from anywhere,
  // so remember what had focus when the modal opened and go back there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const modalTarget = useModalTarget();

  return (
    <RadixThemeScope>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          container={modalTarget}
          className={styles.content}
          style={maxWidth ? { maxWidth } : undefined}
          // Without a description, tell Radix there is none (it would point at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title} size="5">
              {title}
            </Dialog.Title>
            <Dialog.Close>
              <IconButton className={styles.close} variant="ghost" color="gray" aria-label={closeLabel}>
                <Cross2Icon aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={busy ? `${styles.body} ${styles.bodyBusy}` : styles.body} aria-busy={busy}>
            {busy ? (
              <>
                <div className={styles.hidden} aria-hidden="true" inert>
                  {children}
                </div>
                <div className={styles.spinner}>
                  <Spinner size="3" />
                </div>
              </>
            ) : (
              children
            )}
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </RadixThemeScope>
  );
}
