import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import * as styles from './Section.css';

export const sectionStates = ['ready', 'loading', 'empty', 'failed'] as const;
export type SectionState = (typeof sectionStates)[number];

export interface SectionLabels {
  /** Said while the content loads: "Loading the activity log". */
  loading: ReactNode;
  /** Why there is no content: "The activity log could not be loaded." */
  failed: ReactNode;
  /** The button that loads it again: "Try again". */
  retry: ReactNode;
  /** What the section shows without content: "No locations yet." */
  empty?: ReactNode;
}

export interface SectionProps {
  /** The heading, which names the section. */
  title: ReactNode;
  /** A line under the heading, shown in every state: what the section is for. */
  description?: ReactNode;
  /**
   * `ready` shows the children; `loading` a busy line; `empty` an EmptyState with `labels.empty`; `failed` an
   * EmptyState with `labels.failed` and a button calling `onRetry`.
   */
  state?: SectionState;
  /** The words of the states other than `ready` (the design system holds no texts of its own). */
  labels?: SectionLabels;
  /** Loads the content again, from the `failed` state's button. */
  onRetry?: () => void;
  children?: ReactNode;
}

/**
 * A titled part of a screen in its own frame, with the states its data goes through: loading, empty and failed.
 *
 * - **Use it** for each part of a screen made of sections (the company's profile, its verification, its owner),
 *   above all one that loads its own data: pass `state` and `labels`, and the children once it is `ready`.
 * - **Not for** a whole screen that failed (ErrorPage), a passing failure (a toast), nor a dialog (Modal).
 * - **Content:** the title is a noun in sentence case ("Verification"); the loading line says what loads; the
 *   failure is one sentence with a full stop, and the retry button says "Try again".
 * - **Accessibility:** a region landmark named by its heading (`h2`). The loading line is a status (announced
 *   politely, marked busy); the failure and the empty state are EmptyStates, their retry a Button.
 */
export function Section({ title, description, state = 'ready', labels, onRetry, children }: SectionProps) {
  const headingId = useId();
  let content: ReactNode = children;
  if (state === 'loading') {
    content = (
      <p className={styles.muted} role="status" aria-busy="true">
        {labels?.loading}
      </p>
    );
  } else if (state === 'empty') {
    content = <EmptyState title={labels?.empty} />;
  } else if (state === 'failed') {
    content = (
      <EmptyState
        icon={<ExclamationTriangleIcon width="100%" height="100%" />}
        title={labels?.failed}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {labels?.retry}
          </Button>
        }
      />
    );
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description ? <p className={styles.muted}>{description}</p> : null}
      {content}
    </section>
  );
}
