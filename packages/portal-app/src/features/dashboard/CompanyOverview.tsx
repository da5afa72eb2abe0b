import { companyOverviewEndpoints, type ValidationState } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { pathTo } from '../../route-table/path-to';
import * as styles from './DashboardScreen.css';

const verificationMessages = defineMessages<ValidationState>({
  not_validated: {
    id: 'dashboard.company.verification.notValidated',
    defaultMessage: 'Not verified yet: request the verification on the company profile.',
  },
  requested: {
    id: 'dashboard.company.verification.requested',
    defaultMessage: 'Verification requested: a platform administrator is checking it.',
  },
  validated: { id: 'dashboard.company.verification.validated', defaultMessage: 'Verified company.' },
  declined: {
    id: 'dashboard.company.verification.declined',
    defaultMessage: 'Verification declined: the reasons are on the company profile.',
  },
});

/** What asks the owner to act: a company not verified yet, or whose verification was declined. */
const needsAction: readonly ValidationState[] = ['not_validated', 'declined'];

const membersMessage = defineMessage<{ count: number }>({
  id: 'dashboard.company.members',
  defaultMessage: '{count, plural, one {# team member} other {# team members}}',
});

const invitationsMessage = defineMessage<{ count: number }>({
  id: 'dashboard.company.invitations',
  defaultMessage:
    '{count, plural, =0 {No invitation is waiting for an answer.} one {# invitation is waiting for an answer.} other {# invitations are waiting for an answer.}}',
});

/**
 * The company at a glance on the dashboard (issue 31 §1), what needs the owner's action first: whether it
 * is verified, how many people are in it, how many invitations wait. The server leaves out (null) each
 * figure the user may not read; a failed request leaves the panel as it was, with its link to the profile.
 */
export default function CompanyOverview({ company }: { company: string }) {
  const { data } = useEndpoint(companyOverviewEndpoints.getCompanyOverview, { params: { company } });
  if (!data) return null;
  const { validation_state: state, members, invitations_waiting: waiting } = data.data;
  if (state === null && members === null && waiting === null) return null;
  return (
    <ul className={styles.plainList}>
      {state !== null ? (
        <li className={needsAction.includes(state) ? styles.strongLine : styles.count}>
          <FormattedMessage {...verificationMessages[state]} />
        </li>
      ) : null}
      {members !== null ? (
        <li className={styles.count}>
          <Link href={pathTo('company-team-members-teamMember')}>
            <FormattedMessage {...membersMessage} values={{ count: members }} />
          </Link>
        </li>
      ) : null}
      {waiting !== null ? (
        <li className={waiting > 0 ? styles.count : styles.status}>
          {waiting > 0 ? (
            <Link href={pathTo('company-team-members-create')}>
              <FormattedMessage {...invitationsMessage} values={{ count: waiting }} />
            </Link>
          ) : (
            <FormattedMessage {...invitationsMessage} values={{ count: waiting }} />
          )}
        </li>
      ) : null}
    </ul>
  );
}
