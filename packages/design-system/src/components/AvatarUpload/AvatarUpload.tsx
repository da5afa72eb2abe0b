import '../../radix-css/Spinner.css';
import { ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { Spinner } from '@radix-ui/themes';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import * as styles from './AvatarUpload.css';

export interface AvatarUploadProps {
  /** The current picture's URL; without one the initials show. */
  src?: string;
  firstName?: string | null;
  lastName?: string | null;
  /** Accessible name of the picture, e.g. "Profile picture of Anna Schmidt". */
  pictureLabel: string;
  /** The upload control's text and accessible name, e.g. "Upload picture". */
  uploadLabel: string;
  /** The remove button's text; the button shows only with a picture and `onRemove`. */
  removeLabel: string;
  /** File types the picker offers, e.g. "image/jpeg,image/png". */
  accept: string;
  /** The rules, e.g. "jpg or png, square, at least 250x250px, at most 3MB". */
  hint?: ReactNode;
  /** The reason the last file was refused (a client pre-check or the server's message). */
  error?: string;
  /** An upload or removal is running: the controls wait and a spinner shows. */
  busy?: boolean;
  onFileSelected: (file: File) => void;
  onRemove?: () => void;
}

/**
 * A person's picture with controls to upload a new one and to remove it. The file input is the
 * control (named by its visible label, reachable by keyboard); checking the file is the caller's job.
 *
 * - **Use it** for the profile picture and a company's logo (the same rules). Check the file before uploading against spec §9 (jpg or png, at least
 *   250x250px, at most 3MB) and show a refusal in `error`.
 * - **Not for** only showing a picture (Avatar), nor for other files.
 * - **Content:** `hint` states the rules up front ("jpg or png, square, at least 250x250px, at most 3MB."); `error`
 *   says in one sentence what is wrong with this file. Success is a toast, in spec §8's words ("File uploaded
 *   successfully.", "Successfully deleted."), not a line here.
 * - **Accessibility:** the input is visually hidden but stays in the Tab order, named by the visible upload
 *   label and showing the focus ring on it; hint and error describe it, an error marks it invalid. The error is not
 *   announced when it appears. While `busy` the input keeps its focus but opens no picker (`aria-disabled`) and the remove button ignores clicks.
 */
export function AvatarUpload({
  src,
  firstName,
  lastName,
  pictureLabel,
  uploadLabel,
  removeLabel,
  accept,
  hint,
  error,
  busy = false,
  onFileSelected,
  onRemove,
}: AvatarUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const selected = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again (e.g. after fixing it) is a change again.
    event.target.value = '';
    if (file) onFileSelected(file);
  };

  return (
    <div className={styles.root} aria-busy={busy || undefined}>
      <Avatar src={src} firstName={firstName} lastName={lastName} size="xlarge" label={pictureLabel} />
      <div className={styles.controls}>
        <div className={styles.actions}>
          <input
            id={inputId}
            type="file"
            accept={accept}
            className={styles.input}
            // Not `disabled`: that would drop the keyboard focus of whoever just picked a file to the page.
            aria-disabled={busy || undefined}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
            onChange={selected}
            aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={inputId} className={styles.uploadButton} data-disabled={busy || undefined}>
            {busy ? <Spinner size="2" /> : <UploadIcon aria-hidden="true" />}
            {uploadLabel}
          </label>
          {src && onRemove ? (
            <Button variant="secondary" busy={busy} onClick={onRemove}>
              {removeLabel}
            </Button>
          ) : null}
        </div>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            <ExclamationTriangleIcon className={styles.errorIcon} aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
