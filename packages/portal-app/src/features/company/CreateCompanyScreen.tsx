import { companyEndpoints, type Company } from '@eventsuite/api-contract';
import { toast } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';
import { PageLayout } from '../../layout/PageLayout';
import * as styles from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { currentUserAtom } from '../../session/atoms';
import { loadSession } from '../../session/session-context';
import { CompanyForm } from './CompanyForm';
import { createCompanyMessages } from './company-messages';

/**
 * /company/create (spec §2): any signed-in user creates a company and becomes its owner; a personal
 * account becomes a company account with it (ADR 0013). Once created, the app switches to the new
 * company the way the account menu does (current company, then a new sign-in) and opens its profile.
 */
export default function CreateCompanyScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const user = useAtomValue(currentUserAtom);

  const switchTo = async (company: Company) => {
    try {
      await (await loadSession()).switchAccount(company.id, pathTo('company'));
    } catch {
      // The company exists; the account menu offers it. The user stays where they are.
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    }
  };

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={styles.section}>
        <p className={styles.text}>
          <FormattedMessage
            {...(user?.accountType === 'personal' ? createCompanyMessages.personalIntro : createCompanyMessages.intro)}
          />
        </p>
        <CompanyForm
          endpoint={companyEndpoints.createCompany}
          request={(body) => ({ body })}
          onSaved={switchTo}
          submitLabel={<FormattedMessage {...createCompanyMessages.submit} />}
        />
      </div>
    </PageLayout>
  );
}
