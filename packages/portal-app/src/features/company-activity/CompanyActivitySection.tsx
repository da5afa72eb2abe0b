import {
  companyActivityEndpoints as endpoints,
  type ActivityEvent,
  type ActivityEventType,
} from '@eventsuite/api-contract';
import { Button, Section, Select } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { sectionLoadLabels } from '../../layout/LoadState';
import * as sections from '../../layout/Sections.css';
import { useRegionalFormat } from '../../regional';
import * as styles from './CompanyActivitySection.css';
import { activityMessages, byMessage, eventTypeLabels, fromToMessage, pageMessage } from './activity-messages';

const allTypes = 'all';

function EventEntry({ event }: { event: ActivityEvent }) {
  const { dateTime } = useRegionalFormat();
  const { from_name: from, to_name: to } = event.details;
  return (
    <li className={styles.entry}>
      <time className={sections.muted} dateTime={event.occurred_at}>
        {dateTime(event.occurred_at)}
      </time>
      <strong className={sections.text}>
        <FormattedMessage {...eventTypeLabels[event.type]} />
      </strong>
      {from && to ? (
        <span className={sections.text}>
          <FormattedMessage {...fromToMessage} values={{ from, to }} />
        </span>
      ) : null}
      <span className={sections.muted}>
        {event.actor ? (
          <FormattedMessage {...byMessage} values={{ name: event.actor.name }} />
        ) : (
          <FormattedMessage {...activityMessages.byNobodyKnown} />
        )}
      </span>
    </li>
  );
}

/** The company's activity log (ADR 0009), for its owner: newest first, a page at a time, of one type or all. */
export function CompanyActivitySection({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<ActivityEventType | undefined>();
  const { data, error, mutate } = useEndpoint(
    endpoints.listCompanyActivity,
    { params: { company: companyId }, query: { page, type } },
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
  return (
    <Section title={title}>
      {meta.types.length > 0 ? (
        <div className={styles.filter}>
          <Select
            label={intl.formatMessage(activityMessages.filter)}
            size="compact"
            options={[
              { value: allTypes, label: intl.formatMessage(activityMessages.allTypes) },
              ...meta.types.map((value) => ({ value, label: intl.formatMessage(eventTypeLabels[value]) })),
            ]}
            value={type ?? allTypes}
            onValueChange={(value) => {
              setType(value === allTypes ? undefined : (value as ActivityEventType));
              setPage(1);
            }}
          />
        </div>
      ) : null}
      {events.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...(type ? activityMessages.emptyOfType : activityMessages.empty)} />
        </p>
      ) : (
        <ol className={styles.list}>
          {events.map((event) => (
            <EventEntry key={event.id} event={event} />
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
