import { FormattedMessage } from 'react-intl';
import { CompanyProfileSection } from '../../features/company/CompanyProfileSection';
import { CreateCompanyPrompt } from '../../features/company/CreateCompanyPrompt';
import { PageLayout } from '../../layout/PageLayout';
import * as styles from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';

/**
 * /company (spec §2): the current company, built from the sections of the company's features: its
 * profile (logo, details, owner and verification state), then further sections (verification,
 * ownership, activity log) as their features add them, and the way to create another company. It
 * composes features, so it lives here, above them: a feature imports no other feature.
 */
export default function CompanyScreen() {
  const handle = useCurrentRouteHandle();
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={styles.sections}>
        <CompanyProfileSection />
        <CreateCompanyPrompt another />
      </div>
    </PageLayout>
  );
}
