import type { ActivityEvent, PlatformActivityEvent } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRegionalFormat } from '../../regional';
import * as sections from '../Sections.css';
import * as styles from './ActivityLog.css';
import {
  activityMessages,
  byMessage,
  concerningMessage,
  eventTypeLabels,
  filterByActorMessage,
  filterByCompanyMessage,
  filterByTargetMessage,
  fromToMessage,
  inCompanyMessage,
  objectTypeLabels,
} from './activity-messages';

/** Where a name of the log links to: a page of the person, company or app; none without one. */
export type ActivityLinks = (kind: 'user' | 'company' | 'app', id: string) => string | undefined;
/** Where "only these events" goes for the actor, company or target of an entry (the admin's view). */
export type ActivityFilterLinks = (filter: 'actor' | 'company' | 'target', id: string) => string;

/** What an event was done to, by name: its name now, else the name its details kept. */
function targetNameOf(event: ActivityEvent): string | undefined {
  const { details } = event;
  return event.object_name ?? details.email ?? details.display_name ?? details.app ?? details.app_name ?? undefined;
}

const linkableObjects = { user: 'user', company: 'company', app: 'app' } as const;

function Named({
  name,
  href,
  filterHref,
  filterLabel,
}: {
  name: string;
  href: string | undefined;
  filterHref: string | undefined;
  filterLabel: typeof filterByActorMessage;
}) {
  const intl = useIntl();
  return (
    <span className={styles.named}>
      {href ? <Link href={href}>{name}</Link> : <span className={styles.name}>{name}</span>}
      {filterHref ? (
        <Link href={filterHref} className={styles.filterLink} aria-label={intl.formatMessage(filterLabel, { name })}>
          <MagnifyingGlassIcon aria-hidden="true" className={styles.filterIcon} />
        </Link>
      ) : null}
    </span>
  );
}

/**
 * One event of the log: when (in the reader's own format), what, who did it, to whom or to which object,
 * and, in the platform's view, in which company's log.
 */
export function ActivityEntry({
  event,
  linkTo = () => undefined,
  filterLinkTo,
}: {
  event: ActivityEvent | PlatformActivityEvent;
  linkTo?: ActivityLinks;
  filterLinkTo?: ActivityFilterLinks;
}) {
  const { dateTime } = useRegionalFormat();
  const intl = useIntl();
  const { from_name: from, to_name: to } = event.details;
  const company = 'company' in event ? event.company : null;
  const targetName = targetNameOf(event);
  const targetKind = linkableObjects[event.object_type as keyof typeof linkableObjects];
  let target: ReactNode;
  if (targetName) {
    target = (
      <Named
        name={targetName}
        href={targetKind && event.object_name ? linkTo(targetKind, event.object_id) : undefined}
        filterHref={filterLinkTo?.('target', event.object_id)}
        filterLabel={filterByTargetMessage}
      />
    );
  } else {
    target = intl.formatMessage(objectTypeLabels[event.object_type]);
  }
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
      <span className={styles.line}>
        {event.actor ? (
          <FormattedMessage
            {...byMessage}
            values={{
              name: (
                <Named
                  name={event.actor.name}
                  href={linkTo('user', event.actor.id)}
                  filterHref={filterLinkTo?.('actor', event.actor.id)}
                  filterLabel={filterByActorMessage}
                />
              ),
            }}
          />
        ) : (
          <FormattedMessage {...activityMessages.byNobodyKnown} />
        )}
      </span>
      <span className={styles.line}>
        <FormattedMessage {...concerningMessage} values={{ target }} />
      </span>
      {company ? (
        <span className={styles.line}>
          <FormattedMessage
            {...inCompanyMessage}
            values={{
              company: (
                <Named
                  name={company.name}
                  href={linkTo('company', company.id)}
                  filterHref={filterLinkTo?.('company', company.id)}
                  filterLabel={filterByCompanyMessage}
                />
              ),
            }}
          />
        </span>
      ) : null}
    </li>
  );
}
