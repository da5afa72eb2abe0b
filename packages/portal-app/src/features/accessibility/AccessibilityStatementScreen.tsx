import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { statementMessages as messages } from './accessibility-messages';
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

const limitations = [
  messages.limitationPlanned,
  messages.limitationSelect,
  messages.limitationStaticPages,
  messages.limitationUsers,
];

/** /accessibility: the standard the portal meets, how that is tested, what does not meet it yet, whom to tell. */
export default function AccessibilityStatementScreen() {
  const handle = useCurrentRouteHandle();
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
        <Section heading={messages.contactHeading} paragraphs={[messages.contact]} />
      </div>
    </PageLayout>
  );
}
