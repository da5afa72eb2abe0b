import { teamMembersEndpoints, type TeamMemberSummary } from '@eventsuite/api-contract';
import {
  Avatar,
  Badge,
  ButtonLink,
  DataTable,
  EmptyState,
  Inline,
  Link,
  visuallyHidden,
  type DataTableColumn,
} from '@eventsuite/design-system';
import { MagnifyingGlassIcon, PersonIcon } from '@radix-ui/react-icons';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { avatarUrlOf } from '../../api/avatar-url';
import { useEndpoint } from '../../api/use-endpoint';
import { LoadFailed } from '../../layout/LoadState';
import { pathTo } from '../../route-table/path-to';
import { routeByName } from '../../route-table/route-table';
import { canAtom, currentUserAtom } from '../../session/atoms';
import { pageStatusMessage, pageStatusMoreMessage, teamMemberMessages as messages } from './team-member-messages';
import * as styles from './TeamMembers.css';

/** `?page=` as the list reads it: a whole number from 1, anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The current company's team members (spec §3, §7): searched by name, email and position, 25 a page.
 * The page and the search are in the address (`?page=2&search=…`), so a reload, the back button or a
 * shared link shows the same list.
 */
export function TeamMemberList() {
  const intl = useIntl();
  const companyId = useAtomValue(currentUserAtom)?.company?.id;
  // Who may add people (invite them, import a file) finds the way there above the list.
  const addRoute = routeByName('company-team-members-create');
  const canAdd = useAtomValue(canAtom)(addRoute.permissions);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const search = searchParams.get('search')?.trim() ?? '';
  const { data, error, mutate } = useEndpoint(
    teamMembersEndpoints.listTeamMembers,
    companyId ? { params: { company: companyId }, query: { page, search } } : null,
  );

  const navigate = (next: { page: number; search: string }) =>
    setSearchParams(() => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.page > 1) query.set('page', String(next.page));
      return query;
    });

  const columns = useMemo<DataTableColumn<TeamMemberSummary>[]>(() => {
    const none = (
      <span className={styles.muted}>
        <span aria-hidden="true">{intl.formatMessage(messages.none)}</span>
        <span className={visuallyHidden}>{intl.formatMessage(messages.noneSpoken)}</span>
      </span>
    );
    return [
      {
        key: 'name',
        rowHeader: true,
        header: intl.formatMessage(messages.columnName),
        cell: (member) => (
          <span className={styles.person}>
            <Avatar
              src={avatarUrlOf(member.avatar)}
              firstName={member.first_name}
              lastName={member.last_name}
              size="small"
            />
            <span className={styles.personText}>
              <Link href={pathTo('company-team-members-teamMember', { teamMember: member.id })}>
                {member.first_name} {member.last_name}
              </Link>
              <span className={styles.muted}>{member.email}</span>
            </span>
          </span>
        ),
      },
      { key: 'position', header: intl.formatMessage(messages.columnPosition), cell: (m) => m.position || none },
      { key: 'location', header: intl.formatMessage(messages.columnLocation), cell: (m) => m.location?.name ?? none },
      {
        key: 'role',
        header: intl.formatMessage(messages.columnRole),
        cell: (member) => (
          <Inline gap="xs" align="center">
            {member.company_role?.name ?? none}
            {member.is_owner ? <Badge tone="brand">{intl.formatMessage(messages.owner)}</Badge> : null}
          </Inline>
        ),
      },
      {
        key: 'status',
        header: intl.formatMessage(messages.columnStatus),
        cell: (member) => (
          <Inline gap="xs" align="center">
            {member.locked ? (
              <Badge tone="danger">{intl.formatMessage(messages.locked)}</Badge>
            ) : (
              intl.formatMessage(messages.active)
            )}
            {member.two_factor ? <Badge tone="success">{intl.formatMessage(messages.twoFactor)}</Badge> : null}
          </Inline>
        ),
      },
      {
        key: 'apps',
        header: intl.formatMessage(messages.columnApps),
        cell: (member) =>
          member.installed_apps.length > 0 ? member.installed_apps.map((app) => app.name).join(', ') : none,
      },
    ];
  }, [intl]);

  const total = data?.meta.total ?? 0;
  // A broad search is counted only so far: "more than" its total and its last page (ADR 0025).
  const statusMessage = data?.meta.more_than_total ? pageStatusMoreMessage : pageStatusMessage;
  return (
    <DataTable
      caption={intl.formatMessage(messages.tableCaption)}
      actions={
        canAdd ? (
          <ButtonLink href={pathTo('company-team-members-create')}>
            <FormattedMessage {...addRoute.title} />
          </ButtonLink>
        ) : undefined
      }
      columns={columns}
      rows={data?.data}
      rowKey={(member) => member.id}
      search={search}
      onSearch={(next) => navigate({ page: 1, search: next })}
      page={page}
      lastPage={data?.meta.last_page ?? page}
      onPageChange={(next) => navigate({ page: next, search })}
      labels={{
        search: intl.formatMessage(messages.search),
        searchSubmit: intl.formatMessage(messages.searchSubmit),
        paging: intl.formatMessage(messages.paging),
        previousPage: intl.formatMessage(messages.previousPage),
        nextPage: intl.formatMessage(messages.nextPage),
        pageStatus: (current, lastPage) => intl.formatMessage(statusMessage, { page: current, lastPage, total }),
        loading: intl.formatMessage(messages.loading),
      }}
      empty={
        search ? (
          <EmptyState
            icon={<MagnifyingGlassIcon width="100%" height="100%" />}
            title={<FormattedMessage {...messages.noSearchResults} />}
          />
        ) : (
          <EmptyState
            icon={<PersonIcon width="100%" height="100%" />}
            title={<FormattedMessage {...messages.noMembers} />}
          />
        )
      }
      error={
        error ? (
          <LoadFailed title={messages.loadFailed} retry={messages.retry} onRetry={() => void mutate()} />
        ) : undefined
      }
    />
  );
}
