import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'success', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** A word or two: "Owner", "Headquarters", "Locked". */
  children: ReactNode;
  /**
   * `brand`: a property worth seeing at a glance (owner, headquarters, default); `success`: a state reached
   * (verified); `danger`: a state that stops something (locked, declined); `neutral`: any other state.
   */
  tone?: BadgeTone;
}

/**
 * A short label beside a name that tells a property or state of it: "Owner", "Headquarters", "Locked".
 *
 * - **Use it** next to the name of a row or an object, one badge per property; several sit in a wrapping
 *   Inline.
 * - **Not for** anything to click (a Button or a link), nor for a sentence (running text or a notice).
 * - **Content:** one or two words in sentence case, without a full stop.
 * - **Accessibility:** plain text, read with the name it stands beside; the tone is not the only carrier of
 *   the meaning, the word is. Its text keeps at least 4.5:1 against each tone in both appearances.
 */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={`${styles.root} ${styles.tone[tone]}`}>{children}</span>;
}
