import { Link } from '@eventsuite/design-system';
import { FormattedMessage } from 'react-intl';
import * as styles from '../../layout/Sections.css';
import { pathTo } from '../../route-table/path-to';
import { createCompanyMessages } from './company-messages';

/**
 * The way to /company/create (ADR 0013): on a personal account's profile, where a personal user lives,
 * and on the company screen for someone who runs another business (`another`).
 */
export function CreateCompanyPrompt({ another = false }: { another?: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="create-company-prompt-heading">
      <h2 id="create-company-prompt-heading" className={styles.sectionHeading}>
        <FormattedMessage {...createCompanyMessages.promptHeading} />
      </h2>
      <p className={styles.text}>
        <FormattedMessage {...(another ? createCompanyMessages.promptAnotherText : createCompanyMessages.promptText)} />
      </p>
      <div className={styles.actions}>
        <Link href={pathTo('company-create')}>
          <FormattedMessage {...createCompanyMessages.promptLink} />
        </Link>
      </div>
    </section>
  );
}
