import { invitationsEndpoints } from '@eventsuite/api-contract';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { PageLayout } from '../../layout/PageLayout';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { routeByName } from '../../route-table/route-table';
import { currentUserAtom } from '../../session/atoms';
import { AddByEmailForm } from './AddByEmailForm';
import { addMessages, importMessages, listMessages } from './invitation-messages';
import { InvitationList } from './InvitationList';
import { TeamMemberImport } from './TeamMemberImport';
import * as styles from './invitations.css';

/**
 * /company/team-members/create: add a person by email (or invite them), the company's invitations with
 * their expiry, and the CSV import. The route asks for can_edit_team_members; the owner passes.
 */
export default function AddTeamMembersScreen() {
  const intl = useIntl();
  const company = useAtomValue(currentUserAtom)?.company;
  const params = company ? { params: { company: company.id } } : null;
  const choices = useEndpoint(invitationsEndpoints.getTeamMemberChoices, params);
  const invitations = useEndpoint(invitationsEndpoints.listInvitations, params);
  if (!company) return <StatusErrorPage status={403} />;
  const reload = () => void invitations.mutate();

  return (
    <PageLayout title={intl.formatMessage(routeByName('company-team-members-create').title)}>
      <div className={styles.sections}>
        <div className={styles.section}>
          <h2 className={styles.heading}>
            <FormattedMessage {...addMessages.byEmailHeading} />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage {...addMessages.byEmailText} />
          </p>
          <AddByEmailForm
            company={{ id: company.id, name: company.name ?? '' }}
            choices={choices.data?.data}
            onInvited={reload}
          />
        </div>
        <div className={styles.section}>
          <h2 className={styles.heading}>
            <FormattedMessage {...listMessages.heading} />
          </h2>
          <InvitationList
            companyId={company.id}
            invitations={invitations.data?.data}
            failed={invitations.error !== undefined}
            onChanged={reload}
          />
        </div>
        <div className={styles.section}>
          <h2 className={styles.heading}>
            <FormattedMessage {...importMessages.heading} />
          </h2>
          <TeamMemberImport companyId={company.id} onImported={reload} />
        </div>
      </div>
    </PageLayout>
  );
}
