import { FormattedMessage } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { ProfilePanel } from './ProfilePanel';
import { profileMessages } from './profile-messages';

/**
 * A company user's own team-member page, "My employee profile" (where /profile sends them): their
 * profile, as personal accounts have it at /profile.
 */
export function EmployeeProfile() {
  return (
    <PageLayout title={<FormattedMessage {...profileMessages.employeeProfile} />}>
      <ProfilePanel />
    </PageLayout>
  );
}
