import { Link } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { contactDirectMessage, statementMessages as messages } from './accessibility-messages';
import * as styles from './AccessibilityStatementScreen.css';

function Section({ heading, paragraphs }: { heading: MessageDescriptor; paragraphs: readonly MessageDescriptor[] }) {
  return (
    <section className={styles.section} aria-labelledby={heading.id}>
      <h2 id={heading.id} className={styles.heading}>
        <FormattedMessage {...heading} />
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.id} className={styles.paragraph}>
          <FormattedMessage {...paragraph} />
        </p>
      ))}
    </section>
  );
}

const limitations = [messages.limitationSelect, messages.limitationStaticPages, messages.limitationUsers];

/**
 * /accessibility, after the EU's model statement: the standard the portal meets, how that is tested, what
 * does not meet it yet, whom to tell, and where to turn if that does not help.
 */
export default function AccessibilityStatementScreen() {
  const handle = useCurrentRouteHandle();
  // The operator's feedback address (ACCESSIBILITY_CONTACT), else the imprint's.
  const contact = useAtomValue(runtimeConfigAtom).accessibilityContact;
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={styles.statement}>
        <p className={styles.paragraph}>
          <FormattedMessage {...messages.intro} />
        </p>
        <Section heading={messages.standardHeading} paragraphs={[messages.standard, messages.status]} />
        <Section
          heading={messages.testingHeading}
          paragraphs={[
            messages.testingAutomated,
            messages.testingKeyboard,
            messages.testingReflow,
            messages.testingReview,
          ]}
        />
        <section className={styles.section} aria-labelledby={messages.limitationsHeading.id}>
          <h2 id={messages.limitationsHeading.id} className={styles.heading}>
            <FormattedMessage {...messages.limitationsHeading} />
          </h2>
          <ul className={styles.list}>
            {limitations.map((limitation) => (
              <li key={limitation.id} className={styles.paragraph}>
                <FormattedMessage {...limitation} />
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby={messages.contactHeading.id}>
          <h2 id={messages.contactHeading.id} className={styles.heading}>
            <FormattedMessage {...messages.contactHeading} />
          </h2>
          <p className={styles.paragraph}>
            {contact ? (
              <FormattedMessage
                {...contactDirectMessage}
                values={{ address: contact, link: (text) => <Link href={`mailto:${contact}`}>{text}</Link> }}
              />
            ) : (
              <FormattedMessage {...messages.contact} />
            )}
          </p>
        </section>
        <Section heading={messages.enforcementHeading} paragraphs={[messages.enforcement]} />
      </div>
    </PageLayout>
  );
}
