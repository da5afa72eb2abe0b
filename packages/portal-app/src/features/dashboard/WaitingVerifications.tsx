import { adminStartEndpoints } from '@eventsuite/api-contract';
import { defineMessage, FormattedMessage } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { VerificationsStatus } from './DashboardPanel';
import * as styles from './DashboardScreen.css';

const waitingMessage = defineMessage<{ count: number }>({
  id: 'dashboard.verifications.waiting',
  defaultMessage:
    '{count, plural, =0 {No company is waiting for verification.} one {# company is waiting for verification.} other {# companies are waiting for verification.}}',
});

/**
 * The count of companies waiting for verification (issue 26 §1), the figure /admin shows, from the same
 * request (the options are those of its cache key). None waiting is said plainly, in the muted colour.
 */
export default function WaitingVerifications() {
  const { data, error } = useEndpoint(adminStartEndpoints.showAdminFigures, {});
  if (!data) return <VerificationsStatus failed={Boolean(error)} />;
  const waiting = data.data.companies_waiting;
  // Null only when the session's permissions are older than the server's: the panel shows for those
  // who may view companies, and the server leaves the figure out for the others.
  if (waiting === null) return <VerificationsStatus failed />;
  return (
    <p className={waiting > 0 ? styles.count : styles.status}>
      <FormattedMessage {...waitingMessage} values={{ count: waiting }} />
    </p>
  );
}
