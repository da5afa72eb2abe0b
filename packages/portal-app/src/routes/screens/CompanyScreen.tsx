import { ownerPermission } from '@eventsuite/api-contract';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { CompanyActivitySection } from '../../features/company-activity/CompanyActivitySection';
import { CompanyOwnershipSection } from '../../features/company-ownership/CompanyOwnershipSection';
import { CompanyVerificationSection } from '../../features/company-verification/CompanyVerificationSection';
import { CompanyProfileSection } from '../../features/company/CompanyProfileSection';
import { CreateCompanyPrompt } from '../../features/company/CreateCompanyPrompt';
import { PageLayout } from '../../layout/PageLayout';
import * as styles from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { canAtom, currentUserAtom } from '../../session/atoms';

/**
 * /company (spec §2): the current company, section by section: its profile (logo, details, owner and
 * verification state) and its verification for whoever may see the company, then what only its owner
 * does, handing it over and reading its activity log, and the way to create another company. It is
 * made of several features, so it lives here, above them: a feature imports no other feature.
 */
export default function CompanyScreen() {
  const handle = useCurrentRouteHandle();
  const company = useAtomValue(currentUserAtom)?.company;
  const isOwner = useAtomValue(canAtom)({ company: [ownerPermission] });

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={styles.sections}>
        <CompanyProfileSection />
        {/* The route's guard lets only company users in; a personal account has no company to show. */}
        {company ? (
          <>
            <CompanyVerificationSection companyId={company.id} canChange={isOwner} />
            {isOwner ? <CompanyOwnershipSection companyId={company.id} companyName={company.name ?? ''} /> : null}
            {isOwner ? <CompanyActivitySection companyId={company.id} /> : null}
          </>
        ) : null}
        <CreateCompanyPrompt another />
      </div>
    </PageLayout>
  );
}
