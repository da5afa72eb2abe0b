import { FileIcon } from '@radix-ui/react-icons';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../Button';
import * as styles from './FileDrop.css';

export interface FileDropProps {
  /** What to upload, e.g. "Team members as a CSV file"; names the zone and the button's group. */
  label: string;
  /** The button that opens the file picker, e.g. "Choose a file". */
  buttonLabel: string;
  /** Said beside the button, e.g. "or drop it here". */
  dropText: string;
  /** Rules the file must follow, e.g. "CSV, at most 3MB and 1000 rows." */
  hint?: string;
  /** File types the picker offers, as the input's `accept`, e.g. ".csv,text/csv". */
  accept?: string;
  /** The name of the chosen file, once there is one. */
  fileName?: string;
  /** Why the file cannot be used; marks the zone invalid. */
  error?: string;
  /**
   * A file is being read or used: no other file is taken, and the button shows a spinner but keeps its
   * focus (issue 31: a disabled button dropped the focus to the page's body after a file was chosen).
   */
  busy?: boolean;
  /** No file can be taken now or later (a limit is reached). */
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * A zone to drop one file onto, with a real button that opens the file picker.
 *
 * - **Use it** for a document a screen reads as a whole, such as the CSV file of the team-member import.
 * - **Not for** pictures shown as they are uploaded (AvatarUpload).
 * - **Content:** the label names what the file holds; the hint states the rules (type, size, rows) before
 *   anyone picks a file; the error says what is wrong with the chosen one.
 * - **Accessibility:** a group named by its label and described by hint, file name and error. The button is
 *   the one control: Tab reaches it, Enter and Space open the picker. Dropping is an extra for pointer users.
 */
export function FileDrop({
  label,
  buttonLabel,
  dropText,
  hint,
  accept,
  fileName,
  error,
  busy = false,
  disabled = false,
  onFile,
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const described = [hint && `${id}-hint`, fileName && `${id}-file`, error && `${id}-error`].filter(Boolean);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy && !disabled) onFile(file);
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!busy && !disabled) setDragging(true);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={described.join(' ') || undefined}
      className={styles.root}
      data-dragging={dragging || undefined}
      data-invalid={error ? '' : undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
    >
      <FileIcon width={24} height={24} aria-hidden="true" />
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      <Button variant="secondary" busy={busy} disabled={disabled} onClick={() => input.current?.click()}>
        {buttonLabel}
      </Button>
      <p className={styles.text}>{dropText}</p>
      {hint ? (
        <p id={`${id}-hint`} className={styles.text}>
          {hint}
        </p>
      ) : null}
      {fileName ? (
        <p id={`${id}-file`} className={styles.fileName}>
          {fileName}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={accept}
        className={styles.input}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file picked again is a new choice.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
