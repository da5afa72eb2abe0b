import { adminCompaniesEndpoints as endpoints, type AdminCompany } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { DeleteSection } from '../../forms/DeleteSection';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { usePageObjectName } from '../../layout/page-object';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { pathTo } from '../../route-table/path-to';
import { canAtom } from '../../session/atoms';
import { companyAdminMessages as messages, deleteConfirmText } from './admin-companies-messages';
import * as styles from './AdminCompanies.css';
import { AppsSection, CompanyDataSection, LocationsSection, MembersSection } from './CompanySections';
import { VerificationPanel } from './VerificationPanel';

const companyIdSchema = z.uuid();

/**
 * /admin/companies/{company} (issue 26 §2): the company's data and owner, its verification with the
 * decision panel, its team members (paged), locations and assigned apps, and deleting it. Holders of
 * admin_can_view_companies alone see it read-only.
 */
export default function CompanyScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canEdit = useAtomValue(canAtom)({ anyOf: ['admin_can_edit_companies'] });
  const { company: companyId = '' } = useParams();
  const isCompanyId = companyIdSchema.safeParse(companyId).success;
  const { data, error, mutate } = useEndpoint(
    endpoints.showAdminCompany,
    isCompanyId ? { params: { company: companyId } } : null,
  );
  usePageObjectName(data?.data.company.name);

  if (!isCompanyId || error?.status === 404) return <StatusErrorPage status={404} />;
  const loaded = data?.data;
  const changed = (next: AdminCompany) => void mutate({ data: next }, { revalidate: false });

  return (
    <PageLayout title={loaded ? loaded.company.name : <FormattedMessage {...messages.companyLoading} />}>
      <p className={styles.text}>
        <Link href={pathTo('admin-companies')}>
          <FormattedMessage {...messages.backToList} />
        </Link>
      </p>
      {loaded ? (
        <div className={styles.sections}>
          {canEdit ? null : (
            <p className={styles.muted}>
              <FormattedMessage {...messages.readOnly} />
            </p>
          )}
          <CompanyDataSection company={loaded.company} />
          <VerificationPanel data={loaded} canEdit={canEdit} onChanged={changed} />
          <MembersSection companyId={loaded.company.id} />
          <LocationsSection locations={loaded.locations} />
          <AppsSection companyId={loaded.company.id} canEdit={canEdit} />
          {canEdit ? (
            <DeleteSection
              id="company-delete"
              texts={{
                heading: intl.formatMessage(messages.deleteHeading),
                text: intl.formatMessage(messages.deleteText),
                button: intl.formatMessage(messages.delete),
                title: intl.formatMessage(messages.deleteTitle),
                confirmText: intl.formatMessage(deleteConfirmText, { name: loaded.company.name }),
                confirm: intl.formatMessage(messages.deleteConfirm),
                cancel: intl.formatMessage(messages.cancel),
                deleted: intl.formatMessage(messages.deleted),
                failed: intl.formatMessage(messages.deleteFailed),
              }}
              remove={() => callEndpoint(endpoints.deleteAdminCompany, { params: { company: loaded.company.id } })}
              onDeleted={async () => {
                await navigate(pathTo('admin-companies'));
              }}
            />
          ) : null}
        </div>
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.companyLoading}
          failedTitle={messages.companyLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
