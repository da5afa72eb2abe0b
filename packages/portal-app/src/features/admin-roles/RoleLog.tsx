import type { ActivityEvent } from '@eventsuite/api-contract';
import { Stack } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRegionalFormat } from '../../regional';
import { logByMessage, roleLogMessages, rolesMessages } from './roles-messages';
import * as styles from './AdminRoles.css';

type LogEvent = ActivityEvent & { type: keyof typeof roleLogMessages };

// The server sends only these types (roleLogEventTypes); the guard narrows the type for the wording.
const isLogEvent = (event: ActivityEvent): event is LogEvent => Object.hasOwn(roleLogMessages, event.type);

/** The changes of the app's roles, newest first, as the roles response carries them. */
export function RoleLog({ events }: { events: readonly ActivityEvent[] }) {
  const intl = useIntl();
  const { dateTime } = useRegionalFormat();
  return (
    <section className={styles.section} aria-labelledby="roles-log-heading">
      <h2 id="roles-log-heading" className={styles.sectionHeading}>
        <FormattedMessage {...rolesMessages.logHeading} />
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...rolesMessages.logEmpty} />
        </p>
      ) : (
        <Stack as="ul" gap="sm">
          {events.filter(isLogEvent).map((event) => (
            <li key={event.id} className={styles.row}>
              <span className={styles.text}>
                {intl.formatMessage(roleLogMessages[event.type], {
                  name: event.details.display_name ?? '',
                  previous: event.details.previous_name ?? '',
                })}
              </span>
              <span className={styles.facts}>
                <time dateTime={event.occurred_at}>{dateTime(event.occurred_at)}</time>
                {event.actor ? <span>{intl.formatMessage(logByMessage, { name: event.actor.name })}</span> : null}
              </span>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
