import { ownerPermission } from '@eventsuite/api-contract';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { CompanyActivitySection } from '../../features/company-activity/CompanyActivitySection';
import { CompanyOwnershipSection } from '../../features/company-ownership/CompanyOwnershipSection';
import { CompanyVerificationSection } from '../../features/company-verification/CompanyVerificationSection';
import { PageLayout } from '../../layout/PageLayout';
import * as sections from '../../layout/sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { canAtom, currentUserAtom } from '../../session/atoms';

/**
 * /company: the current company, section by section: its verification for whoever may see the company,
 * then what only its owner does, handing it over and reading its activity log. It is made of several
 * features, so it lives here, above them. The company profile section (its own feature) goes first.
 */
export default function CompanyScreen() {
  const handle = useCurrentRouteHandle();
  const company = useAtomValue(currentUserAtom)?.company;
  const isOwner = useAtomValue(canAtom)({ company: [ownerPermission] });

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      {/* The route's guard lets only company users in; a personal account has no company to show. */}
      {company ? (
        <div className={sections.sections}>
          <CompanyVerificationSection companyId={company.id} canChange={isOwner} />
          {isOwner ? <CompanyOwnershipSection companyId={company.id} companyName={company.name ?? ''} /> : null}
          {isOwner ? <CompanyActivitySection companyId={company.id} /> : null}
        </div>
      ) : null}
    </PageLayout>
  );
}
