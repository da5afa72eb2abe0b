import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { currentUserAtom } from '../../session/atoms';
import PlannedScreen from '../../layout/PlannedScreen';
import { PageLayout } from '../../layout/PageLayout';
import { ProfilePanel } from './ProfilePanel';
import { profileMessages } from './profile-messages';

/**
 * /company/team-members/:teamMember? — a company user's own page is their profile ("My employee
 * profile", where /profile sends them); the list and other members' pages come in a later issue.
 */
export default function TeamMemberScreen() {
  const { teamMember } = useParams();
  const user = useAtomValue(currentUserAtom);
  if (!teamMember || teamMember !== user?.id) return <PlannedScreen />;
  return (
    <PageLayout title={<FormattedMessage {...profileMessages.employeeProfile} />}>
      <ProfilePanel />
    </PageLayout>
  );
}
