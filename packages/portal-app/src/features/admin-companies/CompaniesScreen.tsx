import {
  adminCompaniesEndpoints,
  adminCompanyStateFilters,
  type AdminCompanyStateFilter,
  type AdminCompanySummary,
} from '@eventsuite/api-contract';
import { DataTable, EmptyState, Link, Select, type DataTableColumn } from '@eventsuite/design-system';
import { HomeIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useEndpoint } from '../../api/use-endpoint';
import { LoadFailed } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { companyAdminMessages as messages, filterLabels, pageStatusMessage } from './admin-companies-messages';
import * as styles from './AdminCompanies.css';
import { StateBadge } from './StateBadge';

/** `?page=` as the list reads it: a whole number from 1, anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function stateOf(value: string | null): AdminCompanyStateFilter {
  return adminCompanyStateFilters.find((state) => state === value) ?? 'all';
}

/**
 * /admin/companies (issue 26 §2): every company by name, 25 a page, searched by name, VAT number, city
 * and owner and filtered by verification state; page, search and filter live in the address.
 */
export default function CompaniesScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const state = stateOf(searchParams.get('state'));
  const page = pageOf(searchParams.get('page'));
  const { data, error, mutate } = useEndpoint(adminCompaniesEndpoints.listAdminCompanies, {
    query: { page, search, state },
  });

  const navigate = (next: { page: number; search: string; state: AdminCompanyStateFilter }) =>
    setSearchParams(() => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.state !== 'all') query.set('state', next.state);
      if (next.page > 1) query.set('page', String(next.page));
      return query;
    });

  const columns = useMemo<DataTableColumn<AdminCompanySummary>[]>(
    () => [
      {
        key: 'name',
        rowHeader: true,
        header: intl.formatMessage(messages.columnName),
        cell: (company) => (
          <Link href={pathTo('admin-companies-company', { company: company.id })}>{company.name}</Link>
        ),
      },
      {
        key: 'vat',
        header: intl.formatMessage(messages.columnVatNumber),
        cell: (company) =>
          company.vat_number ? (
            <span className={styles.code}>{company.vat_number}</span>
          ) : (
            intl.formatMessage(messages.none)
          ),
      },
      { key: 'owner', header: intl.formatMessage(messages.columnOwner), cell: (company) => company.owner.name },
      {
        key: 'city',
        header: intl.formatMessage(messages.columnCity),
        cell: (company) => company.city || intl.formatMessage(messages.none),
      },
      {
        key: 'state',
        header: intl.formatMessage(messages.columnState),
        cell: (company) => <StateBadge state={company.validation_state} />,
      },
    ],
    [intl],
  );

  const meta = data?.meta;
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <DataTable
        caption={intl.formatMessage(messages.tableCaption)}
        columns={columns}
        rows={data?.data}
        rowKey={(company) => company.id}
        search={search}
        onSearch={(next) => navigate({ page: 1, search: next, state })}
        page={meta?.current_page ?? page}
        lastPage={meta?.last_page ?? page}
        onPageChange={(next) => navigate({ page: next, search, state })}
        labels={{
          search: intl.formatMessage(messages.search),
          searchSubmit: intl.formatMessage(messages.searchSubmit),
          paging: intl.formatMessage(messages.paging),
          previousPage: intl.formatMessage(messages.previousPage),
          nextPage: intl.formatMessage(messages.nextPage),
          pageStatus: (current, last) =>
            intl.formatMessage(pageStatusMessage, { page: current, lastPage: last, total: meta?.total ?? 0 }),
          loading: intl.formatMessage(messages.loading),
        }}
        actions={
          <Select
            label={intl.formatMessage(messages.filter)}
            size="compact"
            value={state}
            options={adminCompanyStateFilters.map((value) => ({
              value,
              label: intl.formatMessage(filterLabels[value]),
            }))}
            onValueChange={(next) => navigate({ page: 1, search, state: stateOf(next) })}
          />
        }
        empty={
          search || state !== 'all' ? (
            <EmptyState
              icon={<MagnifyingGlassIcon width="100%" height="100%" />}
              title={<FormattedMessage {...messages.noSearchResults} />}
            />
          ) : (
            <EmptyState
              icon={<HomeIcon width="100%" height="100%" />}
              title={<FormattedMessage {...messages.empty} />}
            />
          )
        }
        error={
          error ? (
            <LoadFailed title={messages.loadFailed} retry={messages.retry} onRetry={() => void mutate()} />
          ) : undefined
        }
      />
    </PageLayout>
  );
}
