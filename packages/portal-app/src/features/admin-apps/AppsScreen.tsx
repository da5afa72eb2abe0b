import { adminAppsEndpoints, type AdminAppSummary } from '@eventsuite/api-contract';
import {
  Avatar,
  Badge,
  ButtonLink,
  DataTable,
  EmptyState,
  Inline,
  Link,
  type DataTableColumn,
} from '@eventsuite/design-system';
import { LayersIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { avatarUrlOf } from '../../api/avatar-url';
import { useEndpoint } from '../../api/use-endpoint';
import { LoadFailed } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { appAdminMessages as messages, pageStatusMessage, visibilityMessages } from './admin-apps-messages';
import * as styles from './AdminApps.css';
import { useCanEditApps } from './use-app-access';

/** Apps a page of the list shows. */
export const appsPerPage = 25;

/** `?page=` as the list reads it: a whole number from 1, anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Whether an app matches a search: its display or internal name contains it, in any case. */
function matches(app: AdminAppSummary, search: string): boolean {
  const wanted = search.toLocaleLowerCase();
  return [app.display_name, app.internal_name].some((name) => name.toLocaleLowerCase().includes(wanted));
}

function CreateLink() {
  return (
    <ButtonLink href={pathTo('admin-apps-create')}>
      <FormattedMessage {...messages.create} />
    </ButtonLink>
  );
}

/**
 * /admin/apps (issue 14 §3): every app of the platform, the portal's own included, by display name;
 * searched by name, 25 a page, both in the address. Editors of apps find "Create app".
 */
export default function AppsScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const canEdit = useCanEditApps();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const { data, error, mutate } = useEndpoint(adminAppsEndpoints.listApps, {});

  const found = useMemo(() => data?.data.filter((app) => matches(app, search)), [data, search]);
  const lastPage = Math.max(1, Math.ceil((found?.length ?? 0) / appsPerPage));
  const page = Math.min(pageOf(searchParams.get('page')), lastPage);
  const rows = found?.slice((page - 1) * appsPerPage, page * appsPerPage);

  const navigate = (next: { page: number; search: string }) =>
    setSearchParams(() => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.page > 1) query.set('page', String(next.page));
      return query;
    });

  const columns = useMemo<DataTableColumn<AdminAppSummary>[]>(
    () => [
      {
        key: 'app',
        rowHeader: true,
        header: intl.formatMessage(messages.columnApp),
        cell: (app) => (
          <span className={styles.app}>
            <Avatar src={avatarUrlOf(app.logo)} firstName={app.display_name} size="small" />
            <Link href={pathTo('admin-apps-app', { app: app.id })}>{app.display_name}</Link>
          </span>
        ),
      },
      {
        key: 'internal-name',
        header: intl.formatMessage(messages.columnInternalName),
        cell: (app) => <span className={styles.code}>{app.internal_name}</span>,
      },
      {
        key: 'visibility',
        header: intl.formatMessage(messages.columnVisibility),
        cell: (app) => intl.formatMessage(visibilityMessages[app.visibility]),
      },
      {
        key: 'flags',
        header: intl.formatMessage(messages.columnFlags),
        cell: (app) =>
          app.always_installed || app.admin_only ? (
            <Inline gap="xs">
              {app.always_installed ? <Badge tone="brand">{intl.formatMessage(messages.alwaysInstalled)}</Badge> : null}
              {app.admin_only ? <Badge tone="brand">{intl.formatMessage(messages.adminOnly)}</Badge> : null}
            </Inline>
          ) : (
            intl.formatMessage(messages.noFlags)
          ),
      },
    ],
    [intl],
  );

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <DataTable
        caption={intl.formatMessage(messages.tableCaption)}
        columns={columns}
        rows={rows}
        rowKey={(app) => app.id}
        search={search}
        onSearch={(next) => navigate({ page: 1, search: next })}
        page={page}
        lastPage={lastPage}
        onPageChange={(next) => navigate({ page: next, search })}
        labels={{
          search: intl.formatMessage(messages.search),
          searchSubmit: intl.formatMessage(messages.searchSubmit),
          paging: intl.formatMessage(messages.paging),
          previousPage: intl.formatMessage(messages.previousPage),
          nextPage: intl.formatMessage(messages.nextPage),
          pageStatus: (current, last) =>
            intl.formatMessage(pageStatusMessage, { page: current, lastPage: last, total: found?.length ?? 0 }),
          loading: intl.formatMessage(messages.loading),
        }}
        actions={canEdit ? <CreateLink /> : undefined}
        empty={
          search ? (
            <EmptyState
              icon={<MagnifyingGlassIcon width="100%" height="100%" />}
              title={<FormattedMessage {...messages.noSearchResults} />}
            />
          ) : (
            <EmptyState
              icon={<LayersIcon width="100%" height="100%" />}
              title={<FormattedMessage {...messages.noApps} />}
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
