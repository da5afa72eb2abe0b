import {
  companyActivityEndpoints as endpoints,
  type ActivityEventType,
  type CompanyActivityFilter,
} from '@eventsuite/api-contract';
import { Button, Section, Select } from '@eventsuite/design-system';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  type TimeRange,
} from '../../layout/activity-log';
import { sectionLoadLabels } from '../../layout/LoadState';
import * as sections from '../../layout/Sections.css';

/** A Select's value for "no filter" (an empty value would show the placeholder). */
const all = 'all';

/**
 * The company's activity log (ADR 0009, ADR 0030), for its owner: newest first, a page at a time, filtered
 * by type, person and time, and exported as a CSV file with the same filters.
 */
export function CompanyActivitySection({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<ActivityEventType | undefined>();
  const [actor, setActor] = useState<string | undefined>();
  const [time, setTime] = useState<TimeRange | undefined>();
  // The range's start is taken when the range is chosen, so the address stays the same while it is shown.
  const from = useMemo(() => fromOf(time), [time]);
  const filter: CompanyActivityFilter = { type, actor, from };
  const { data, error, mutate } = useEndpoint(
    endpoints.listCompanyActivity,
    { params: { company: companyId }, query: { page, ...filter } },
    // The page shown stays while the next one loads.
    { keepPreviousData: true },
  );

  const title = <FormattedMessage {...activityMessages.heading} />;
  if (error || !data) {
    return (
      <Section
        title={title}
        state={error === undefined ? 'loading' : 'failed'}
        labels={sectionLoadLabels({
          loading: activityMessages.loading,
          failed: activityMessages.loadFailed,
          retry: activityMessages.retry,
        })}
        onRetry={() => void mutate()}
      />
    );
  }

  const { data: events, meta } = data;
  const filtered = type !== undefined || actor !== undefined || time !== undefined;
  const filterBy = (change: () => void) => {
    change();
    setPage(1);
  };
  return (
    <Section title={title}>
      {meta.types.length > 0 ? (
        <fieldset className={styles.filters}>
          <legend className={sections.muted}>
            <FormattedMessage {...filterMessages.filters} />
          </legend>
          <Select
            label={intl.formatMessage(activityMessages.filter)}
            size="compact"
            options={[
              { value: all, label: intl.formatMessage(activityMessages.allTypes) },
              ...meta.types.map((value) => ({ value, label: intl.formatMessage(eventTypeLabels[value]) })),
            ]}
            value={type ?? all}
            onValueChange={(value) => filterBy(() => setType(meta.types.find((candidate) => candidate === value)))}
          />
          <Select
            label={intl.formatMessage(filterMessages.actor)}
            size="compact"
            options={[
              { value: all, label: intl.formatMessage(filterMessages.anyActor) },
              ...meta.actors.map((person) => ({ value: person.id, label: person.name })),
            ]}
            value={actor ?? all}
            onValueChange={(value) => filterBy(() => setActor(value === all ? undefined : value))}
          />
          <Select
            label={intl.formatMessage(filterMessages.time)}
            size="compact"
            options={[
              { value: all, label: intl.formatMessage(filterMessages.anyTime) },
              ...timeRanges.map((range) => ({ value: range, label: intl.formatMessage(filterMessages[range]) })),
            ]}
            value={time ?? all}
            onValueChange={(value) => filterBy(() => setTime(timeRangeOf(value)))}
          />
          <ExportCsvButton
            fileName="activity.csv"
            download={() =>
              callEndpoint(endpoints.exportCompanyActivity, { params: { company: companyId }, query: filter })
            }
          />
        </fieldset>
      ) : null}
      {events.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage
            {...(filtered
              ? type && !actor && !time
                ? activityMessages.emptyOfType
                : filterMessages.emptyFiltered
              : activityMessages.empty)}
          />
        </p>
      ) : (
        <ol className={styles.list}>
          {events.map((event) => (
            <ActivityEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
      {meta.last_page > 1 ? (
        <nav className={sections.actions} aria-label={intl.formatMessage(activityMessages.pagination)}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage {...activityMessages.previous} />
          </Button>
          <span className={sections.muted} aria-live="polite">
            <FormattedMessage {...pageMessage} values={{ page: meta.current_page, pages: meta.last_page }} />
          </span>
          <Button variant="secondary" disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>
            <FormattedMessage {...activityMessages.next} />
          </Button>
        </nav>
      ) : null}
    </Section>
  );
}
