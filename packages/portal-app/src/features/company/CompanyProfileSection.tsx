import { companyEndpoints, type Company } from '@eventsuite/api-contract';
import { Button, EmptyState } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { avatarUrlOf } from '../../api/avatar-url';
import { useEndpoint } from '../../api/use-endpoint';
import * as styles from '../../layout/Sections.css';
import { canAtom, currentUserAtom } from '../../session/atoms';
import { loadSession } from '../../session/session-context';
import { CompanyDetails, CompanyStanding } from './CompanyDetails';
import * as detailStyles from './CompanyDetails.css';
import { CompanyForm } from './CompanyForm';
import { companyMessages, logoPictureMessage } from './company-messages';
import { LogoSection } from './LogoSection';

/**
 * The current company's profile (spec §3): logo, name, contact and address, owner and verification
 * state. Whoever may edit it (can_edit_company_profile, or the owner) gets the form, everyone else who
 * may view it reads it. One section of /company, which composes it with the company's other sections.
 */
export function CompanyProfileSection() {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const can = useAtomValue(canAtom);
  const companyId = user?.company?.id;
  const { data, error, mutate } = useEndpoint(
    companyEndpoints.getCompany,
    companyId ? { params: { company: companyId } } : null,
  );
  // The same requirement the server checks before an edit.
  const editable = can(companyEndpoints.updateCompany.access.permissions);

  if (error) {
    return (
      <EmptyState
        icon={<ExclamationTriangleIcon width="100%" height="100%" />}
        title={<FormattedMessage {...companyMessages.loadFailed} />}
        action={
          <Button variant="secondary" onClick={() => void mutate()}>
            <FormattedMessage {...companyMessages.retry} />
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {intl.formatMessage(companyMessages.loading)}
      </p>
    );
  }

  const company = data.data;
  const changed = (next: Company) => {
    void mutate({ data: next }, { revalidate: false });
    // The account menu names the company: a new name shows there after the identity is read again.
    if (next.name !== company.name) {
      void loadSession()
        .then((session) => session.reloadIdentity())
        .catch(() => undefined);
    }
  };
  const logoUrl = avatarUrlOf(company.avatar);

  return (
    <div className={styles.sections}>
      {editable ? <LogoSection company={company} onChanged={changed} /> : null}
      <section className={styles.section} aria-labelledby="company-details-heading">
        <h2 id="company-details-heading" className={styles.sectionHeading}>
          <FormattedMessage {...companyMessages.detailsHeading} />
        </h2>
        <CompanyStanding company={company} />
        {editable ? (
          <CompanyForm
            company={company}
            endpoint={companyEndpoints.updateCompany}
            request={(body) => ({ params: { company: company.id }, body })}
            onSaved={changed}
            submitLabel={<FormattedMessage {...companyMessages.save} />}
          />
        ) : (
          <>
            <p className={styles.muted}>
              <FormattedMessage {...companyMessages.readOnly} />
            </p>
            {logoUrl ? (
              <img
                className={detailStyles.logo}
                src={logoUrl}
                alt={intl.formatMessage(logoPictureMessage, { name: company.name })}
              />
            ) : null}
            <CompanyDetails company={company} />
          </>
        )}
      </section>
    </div>
  );
}
