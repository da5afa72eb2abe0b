import { adminUsersEndpoints, type AdminUserListQuery, type AdminUserSummary } from '@eventsuite/api-contract';
import {
  Avatar,
  Badge,
  Button,
  ButtonLink,
  DataTable,
  EmptyState,
  Inline,
  Link,
  Select,
  type DataTableColumn,
} from '@eventsuite/design-system';
import { Cross2Icon, MagnifyingGlassIcon, PersonIcon } from '@radix-ui/react-icons';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { avatarUrlOf } from '../../api/avatar-url';
import { useEndpoint } from '../../api/use-endpoint';
import * as sections from '../../layout/Sections.css';
import { LoadFailed } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import {
  adminUserMessages as messages,
  companyFilterMessage,
  filterByCompanyMessage,
  pageStatusMessage,
  pageStatusMoreMessage,
} from './admin-users-messages';
import * as styles from './AdminUsers.css';

/** `?page=` as the list reads it: a whole number from 1, anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const accountTypes = ['business', 'personal'] as const;
const lockStates = ['true', 'false'] as const;
/** A Select's value for "no filter" (an empty value would show the placeholder). */
const any = 'any';

/** The list's filters as the address holds them; anything unknown is no filter. */
interface Filters {
  search: string;
  account_type?: (typeof accountTypes)[number];
  company?: string;
  locked?: (typeof lockStates)[number];
}

function filtersOf(params: URLSearchParams): Filters & { page: number } {
  const accountType = accountTypes.find((type) => type === params.get('account_type'));
  const locked = lockStates.find((state) => state === params.get('locked'));
  const company = params.get('company');
  return {
    page: pageOf(params.get('page')),
    search: params.get('search')?.trim() ?? '',
    ...(accountType ? { account_type: accountType } : {}),
    ...(locked ? { locked } : {}),
    ...(company ? { company } : {}),
  };
}

/**
 * /admin/users (issue 26): every user of the platform, private ones included, in name order; searched by
 * name and email, filtered by account type, company and lock, 25 a page. Page, search and filters are in
 * the address; the locked users are one click away (`?locked=true`).
 */
export default function UsersScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, ...filters } = filtersOf(searchParams);
  const query: AdminUserListQuery = { page, ...filters };
  const { data, error, mutate } = useEndpoint(adminUsersEndpoints.listAdminUsers, { query });

  const navigate = (next: Filters & { page: number }) =>
    setSearchParams(() => {
      const address = new URLSearchParams();
      for (const key of ['search', 'account_type', 'company', 'locked'] as const) {
        const value = next[key];
        if (value) address.set(key, value);
      }
      if (next.page > 1) address.set('page', String(next.page));
      return address;
    });
  const filterBy = (change: Partial<Filters>) => navigate({ ...filters, ...change, page: 1 });

  const columns = useMemo<DataTableColumn<AdminUserSummary>[]>(
    () => [
      {
        key: 'name',
        rowHeader: true,
        header: intl.formatMessage(messages.columnName),
        cell: (user) => (
          <span className={styles.person}>
            <Avatar src={avatarUrlOf(user.avatar)} firstName={user.first_name} lastName={user.last_name} size="small" />
            <span className={styles.personText}>
              <Link href={pathTo('admin-users-user', { user: user.id })}>
                {user.first_name} {user.last_name}
              </Link>
              <span className={sections.muted}>{user.email}</span>
            </span>
          </span>
        ),
      },
      {
        key: 'account-type',
        header: intl.formatMessage(messages.columnAccountType),
        cell: (user) => intl.formatMessage(messages[user.account_type]),
      },
      {
        key: 'companies',
        header: intl.formatMessage(messages.columnCompanies),
        cell: (user) =>
          user.companies.length > 0 ? (
            <Inline gap="xs">
              {user.companies.map((company) => (
                <Link
                  key={company.id}
                  href={pathTo('admin-users', undefined, { company: company.id })}
                  aria-label={intl.formatMessage(filterByCompanyMessage, { company: company.name })}
                >
                  {company.name}
                </Link>
              ))}
            </Inline>
          ) : (
            intl.formatMessage(messages.none)
          ),
      },
      {
        key: 'status',
        header: intl.formatMessage(messages.columnStatus),
        cell: (user) =>
          user.locked ? (
            <Badge tone="danger">{intl.formatMessage(messages.locked)}</Badge>
          ) : (
            intl.formatMessage(messages.active)
          ),
      },
    ],
    [intl],
  );

  // The company filter names its company by a row of the list that shows it.
  const companyName = data?.data
    .flatMap((user) => user.companies)
    .find((company) => company.id === filters.company)?.name;
  const total = data?.meta.total ?? 0;
  const showingLocked = filters.locked === 'true';
  // A broad search is counted only so far: "more than" its total and its last page (ADR 0028).
  const statusMessage = data?.meta.more_than_total ? pageStatusMoreMessage : pageStatusMessage;

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <fieldset className={styles.filters}>
        <legend className={sections.muted}>
          <FormattedMessage {...messages.filters} />
        </legend>
        <Select
          label={intl.formatMessage(messages.accountTypeFilter)}
          size="compact"
          options={[
            { value: any, label: intl.formatMessage(messages.anyAccountType) },
            ...accountTypes.map((type) => ({ value: type, label: intl.formatMessage(messages[type]) })),
          ]}
          value={filters.account_type ?? any}
          onValueChange={(value) => filterBy({ account_type: accountTypes.find((type) => type === value) })}
        />
        <Select
          label={intl.formatMessage(messages.lockFilter)}
          size="compact"
          options={[
            { value: any, label: intl.formatMessage(messages.anyStatus) },
            { value: 'true', label: intl.formatMessage(messages.locked) },
            { value: 'false', label: intl.formatMessage(messages.active) },
          ]}
          value={filters.locked ?? any}
          onValueChange={(value) => filterBy({ locked: lockStates.find((state) => state === value) })}
        />
        {filters.company ? (
          <Inline gap="sm" align="center">
            {companyName ? (
              <span className={sections.text}>
                {intl.formatMessage(companyFilterMessage, { company: companyName })}
              </span>
            ) : null}
            <Button variant="secondary" onClick={() => filterBy({ company: undefined })}>
              <Cross2Icon aria-hidden="true" />
              <FormattedMessage {...messages.clearCompany} />
            </Button>
          </Inline>
        ) : null}
      </fieldset>
      <DataTable
        caption={intl.formatMessage(showingLocked ? messages.lockedUsers : messages.tableCaption)}
        columns={columns}
        rows={data?.data}
        rowKey={(user) => user.id}
        search={filters.search}
        onSearch={(next) => filterBy({ search: next })}
        page={page}
        lastPage={data?.meta.last_page ?? page}
        onPageChange={(next) => navigate({ ...filters, page: next })}
        labels={{
          search: intl.formatMessage(messages.search),
          searchSubmit: intl.formatMessage(messages.searchSubmit),
          paging: intl.formatMessage(messages.paging),
          previousPage: intl.formatMessage(messages.previousPage),
          nextPage: intl.formatMessage(messages.nextPage),
          pageStatus: (current, lastPage) => intl.formatMessage(statusMessage, { page: current, lastPage, total }),
          loading: intl.formatMessage(messages.loading),
        }}
        actions={
          <ButtonLink
            href={showingLocked ? pathTo('admin-users') : pathTo('admin-users', undefined, { locked: 'true' })}
          >
            <FormattedMessage {...(showingLocked ? messages.allUsers : messages.lockedUsers)} />
          </ButtonLink>
        }
        empty={
          filters.search ? (
            <EmptyState
              icon={<MagnifyingGlassIcon width="100%" height="100%" />}
              title={<FormattedMessage {...messages.noSearchResults} />}
            />
          ) : (
            <EmptyState
              icon={<PersonIcon width="100%" height="100%" />}
              title={<FormattedMessage {...messages.noUsers} />}
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
