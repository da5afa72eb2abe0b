import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { EmployeeProfile } from '../../features/profile/EmployeeProfile';
import { TeamMemberList } from '../../features/team-members/TeamMemberList';
import { TeamMemberPage } from '../../features/team-members/TeamMemberPage';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { currentUserAtom } from '../../session/atoms';

/**
 * /company/team-members/:teamMember? (spec §2: the parameter is optional): without it the company's team
 * members, with the signed-in user's own id their own profile ("My employee profile", where /profile sends
 * company users), with another member's id that member's page. Made of two features, so it lives here.
 */
export default function TeamMembersScreen() {
  const { teamMember } = useParams();
  const user = useAtomValue(currentUserAtom);
  const handle = useCurrentRouteHandle();
  if (teamMember && teamMember === user?.id) return <EmployeeProfile />;
  if (teamMember) return <TeamMemberPage key={teamMember} teamMember={teamMember} />;
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <TeamMemberList />
    </PageLayout>
  );
}
