import { CheckCircledIcon, Cross2Icon, CrossCircledIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import * as styles from './Toaster.css';

export const toastVariants = ['success', 'error'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** How long each toast stays on screen (spec §9). */
export const TOAST_DURATION_MS = 2250;

export interface ToastOptions {
  variant: ToastVariant;
  message: ReactNode;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

// A module-level store, so that fetchers and other code outside React can raise toasts.
let entries: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getEntries = () => entries;

/** Shows a toast in the mounted <Toaster />; returns its id for dismissToast. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  publish([...entries, { ...options, id }]);
  return id;
}

export function dismissToast(id: number) {
  publish(entries.filter((entry) => entry.id !== id));
}

/** Removes every toast, e.g. on logout. */
export function clearToasts() {
  publish([]);
}

function ToastItem({ entry, paused, dismissLabel }: { entry: ToastEntry; paused: boolean; dismissLabel: string }) {
  const remaining = useRef(TOAST_DURATION_MS);

  // The timer stops while the pointer or keyboard focus is on the toasts, so they can be read and dismissed.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(entry.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, entry.id]);

  const Icon = entry.variant === 'success' ? CheckCircledIcon : CrossCircledIcon;
  return (
    <div className={`${styles.toast} ${styles.tone[entry.variant]}`}>
      <Icon className={styles.icon[entry.variant]} aria-hidden="true" width={18} height={18} />
      <p className={styles.message}>{entry.message}</p>
      {/* A plain button: the Toaster is on every first screen, Radix's button code is not needed there. */}
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={() => dismissToast(entry.id)}>
        <Cross2Icon aria-hidden="true" />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** Accessible name of the toast area, e.g. "Notifications". */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Dismiss". */
  dismissLabel: string;
}

/**
 * Renders the toasts raised with toast(), stacked at the bottom centre. Mount it once per app.
 *
 * - **Use** `toast()` for the outcome of an action the user just took (`success`) and for a request that failed
 *   in the background (`error`). Each toast stays 2250 ms (spec §9).
 * - **Not for** errors the user must fix (FormField, FormErrorLine), anything to act on or read later, or a
 *   question before an action (ConfirmDialog).
 * - **Content:** spec §8's texts: "Saved successfully.", "Sent successfully.", "Successfully deleted.", "File
 *   uploaded successfully.", "App has been installed.", "Invitation has been sent." and so on; for failures
 *   "Request failed." or "Failed to save.". New ones follow them: one short sentence in sentence case with a full
 *   stop, saying what happened; no links or buttons in it.
 * - **Accessibility:** errors are announced at once (`role="alert"`), successes politely, after what is being
 *   read (`role="status"`); toasts never take focus. The timer pauses while the pointer or keyboard focus is on
 *   them; each has a dismiss button named by `dismissLabel`.
 */
export function Toaster({ label, dismissLabel }: ToasterProps) {
  const current = useSyncExternalStore(subscribe, getEntries, getEntries);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  const itemsOf = (variant: ToastVariant) =>
    current
      .filter((entry) => entry.variant === variant)
      .map((entry) => <ToastItem key={entry.id} entry={entry} paused={paused} dismissLabel={dismissLabel} />);

  return (
    <section
      className={styles.viewport}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Errors interrupt (alert, assertive); successes wait their turn (status, polite). */}
      <div className={styles.region} role="alert" aria-live="assertive">
        {itemsOf('error')}
      </div>
      <div className={styles.region} role="status" aria-live="polite">
        {itemsOf('success')}
      </div>
    </section>
  );
}
