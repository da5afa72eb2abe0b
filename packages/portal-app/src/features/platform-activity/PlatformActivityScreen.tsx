import {
  activityEventTypes,
  platformActivityEndpoints as endpoints,
  type ActivityEventType,
  type PlatformActivityFilter,
} from '@eventsuite/api-contract';
import { Button, Inline, Select } from '@eventsuite/design-system';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import {
  ActivityEntry,
  activityMessages,
  activityStyles as styles,
  eventTypeLabels,
  ExportCsvButton,
  filterMessages,
  fromOf,
  pageMessage,
  timeRangeOf,
  timeRanges,
  type ActivityFilterLinks,
  type ActivityLinks,
  type TimeRange,
} from '../../layout/activity-log';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import * as sections from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import {
  activeFilterMessage,
  filterNames,
  platformActivityMessages as messages,
  removeFilterMessage,
} from './platform-activity-messages';

/** A Select's value for "no filter" (an empty value would show the placeholder). */
const all = 'all';
const idFilters = ['actor', 'company', 'target'] as const;

interface Filters {
  type?: ActivityEventType;
  actor?: string;
  company?: string;
  target?: string;
  time?: TimeRange;
}

/** `?page=` as the list reads it: a whole number from 1, anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters as the address holds them; anything unknown is no filter. */
function filtersOf(params: URLSearchParams): Filters & { page: number } {
  const type = activityEventTypes.find((candidate) => candidate === params.get('type'));
  const time = timeRangeOf(params.get('time'));
  const filters: Filters & { page: number } = { page: pageOf(params.get('page')) };
  if (type) filters.type = type;
  if (time) filters.time = time;
  for (const key of idFilters) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query of the log's address with these filters. */
const searchOf = (filters: Filters, page = 1): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  ...(page > 1 ? { page: String(page) } : {}),
});

/** Names link to their administration pages. */
const linkTo: ActivityLinks = (kind, id) => {
  if (kind === 'user') return pathTo('admin-users-user', { user: id });
  if (kind === 'company') return pathTo('admin-companies-company', { company: id });
  return pathTo('admin-apps-app', { app: id });
};

/**
 * /admin/activity (issue 27 §3): every event of every company and of private users, newest first, 25 a
 * page; filtered by type, person, company, target and time, all in the address, and exported as a CSV
 * file with the same filters.
 */
export default function PlatformActivityScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, ...filters } = filtersOf(searchParams);
  // The range's start is taken when the range is chosen, so the request stays the same while it is shown.
  const from = useMemo(() => fromOf(filters.time), [filters.time]);
  const { time: _time, ...idAndType } = filters;
  const query: PlatformActivityFilter = { ...idAndType, ...(from ? { from } : {}) };
  const { data, error, mutate } = useEndpoint(
    endpoints.listPlatformActivity,
    { query: { ...query, page } },
    { keepPreviousData: true },
  );

  const filterBy = (change: Partial<Filters>) => setSearchParams(searchOf({ ...filters, ...change }));
  const goTo = (next: number) => setSearchParams(searchOf(filters, next));
  const filterLinkTo: ActivityFilterLinks = (filter, id) =>
    pathTo('admin-activity', undefined, searchOf({ ...filters, [filter]: id }));

  const chips = idFilters.filter((key) => filters[key]);
  const filtered = Object.keys(filters).length > 0;

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <p className={sections.muted}>
        <FormattedMessage {...messages.intro} />
      </p>
      <fieldset className={styles.filters}>
        <legend className={sections.muted}>
          <FormattedMessage {...filterMessages.filters} />
        </legend>
        <Select
          label={intl.formatMessage(activityMessages.filter)}
          size="compact"
          options={[
            { value: all, label: intl.formatMessage(activityMessages.allTypes) },
            ...activityEventTypes.map((value) => ({ value, label: intl.formatMessage(eventTypeLabels[value]) })),
          ]}
          value={filters.type ?? all}
          onValueChange={(value) => filterBy({ type: activityEventTypes.find((type) => type === value) })}
        />
        <Select
          label={intl.formatMessage(filterMessages.time)}
          size="compact"
          options={[
            { value: all, label: intl.formatMessage(filterMessages.anyTime) },
            ...timeRanges.map((range) => ({ value: range, label: intl.formatMessage(filterMessages[range]) })),
          ]}
          value={filters.time ?? all}
          onValueChange={(value) => filterBy({ time: timeRangeOf(value) })}
        />
        <ExportCsvButton
          fileName="eventsuite-activity.csv"
          download={() => callEndpoint(endpoints.exportPlatformActivity, { query })}
        />
      </fieldset>
      {chips.length > 0 ? (
        <Inline gap="sm" align="center">
          {chips.map((key) => {
            const filter = intl.formatMessage(filterNames[key]);
            const name = data?.meta.filter_names[key] ?? intl.formatMessage(messages.unknownName);
            return (
              <Inline key={key} gap="xs" align="center">
                <span className={sections.text}>{intl.formatMessage(activeFilterMessage, { filter, name })}</span>
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(removeFilterMessage, { filter })}
                  onClick={() => filterBy({ [key]: undefined })}
                >
                  <Cross2Icon aria-hidden="true" />
                  <FormattedMessage {...messages.clearFilter} />
                </Button>
              </Inline>
            );
          })}
        </Inline>
      ) : null}
      {error || !data ? (
        <LoadState
          failed={error !== undefined}
          loading={activityMessages.loading}
          failedTitle={activityMessages.loadFailed}
          retry={activityMessages.retry}
          onRetry={() => void mutate()}
        />
      ) : data.data.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...(filtered ? filterMessages.emptyFiltered : messages.empty)} />
        </p>
      ) : (
        <ol className={styles.list} aria-label={intl.formatMessage(activityMessages.heading)}>
          {data.data.map((event) => (
            <ActivityEntry key={event.id} event={event} linkTo={linkTo} filterLinkTo={filterLinkTo} />
          ))}
        </ol>
      )}
      {data && data.meta.last_page > 1 ? (
        <nav className={sections.actions} aria-label={intl.formatMessage(activityMessages.pagination)}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <FormattedMessage {...activityMessages.previous} />
          </Button>
          <span className={sections.muted} aria-live="polite">
            <FormattedMessage {...pageMessage} values={{ page: data.meta.current_page, pages: data.meta.last_page }} />
          </span>
          <Button variant="secondary" disabled={page >= data.meta.last_page} onClick={() => goTo(page + 1)}>
            <FormattedMessage {...activityMessages.next} />
          </Button>
        </nav>
      ) : null}
    </PageLayout>
  );
}
