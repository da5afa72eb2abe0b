import { EventsuiteWordmark } from '@eventsuite/design-system';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';
import { throttledMessage } from './account-security-messages';
import type { FormProblem } from './form-problem';
import * as styles from './AccountSecurity.css';

/** The refusal of a step that belongs to no field, announced as it appears. */
export function ProblemAlert({ problem }: { problem: FormProblem | undefined }) {
  let text: ReactNode = null;
  if (problem?.kind === 'throttled')
    text = <FormattedMessage {...throttledMessage} values={{ minutes: problem.minutes }} />;
  if (problem?.kind === 'message') text = problem.message;
  if (problem?.kind === 'request_failed') text = <FormattedMessage {...commonMessages.requestFailed} />;
  return <div role="alert">{text ? <p className={styles.alert}>{text}</p> : null}</div>;
}

/** A step of the sign-in page in its card: heading, intro and what the step holds. */
export function StepCard({
  headingId,
  heading,
  intro,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A step replaces what was there (or opens from a mailed link): focus starts at its heading.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <div>
          <EventsuiteWordmark />
        </div>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        {intro ? <p className={styles.text}>{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
