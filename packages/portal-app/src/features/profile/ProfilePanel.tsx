import { profileEndpoints, type Profile } from '@eventsuite/api-contract';
import { Button, EmptyState } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { loadSession } from '../../session/session-context';
import { AvatarSection } from './AvatarSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordForm } from './PasswordForm';
import { PendingEmailNotice } from './PendingEmailNotice';
import { ProfileForm } from './ProfileForm';
import { profileMessages } from './profile-messages';
import * as styles from '../../layout/Sections.css';

/** What the top bar shows of the user: their names and avatar come from the session's user info. */
const shownInShell = (before: Profile, after: Profile) =>
  before.first_name !== after.first_name || before.last_name !== after.last_name || before.avatar !== after.avatar;

/**
 * The signed-in user's own profile (spec §3): picture, personal data with contact and home address,
 * password and account deletion. Personal accounts see it at /profile, company users on their own
 * team-member page.
 */
export function ProfilePanel() {
  const intl = useIntl();
  const { data, error, mutate } = useEndpoint(profileEndpoints.getProfile, {});

  if (error) {
    return (
      <EmptyState
        icon={<ExclamationTriangleIcon width="100%" height="100%" />}
        title={<FormattedMessage {...profileMessages.loadFailed} />}
        action={
          <Button variant="secondary" onClick={() => void mutate()}>
            <FormattedMessage {...profileMessages.retry} />
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {intl.formatMessage(profileMessages.loading)}
      </p>
    );
  }

  const profile = data.data;
  const changed = (next: Profile) => {
    void mutate({ data: next }, { revalidate: false });
    // A failed refresh is logged by callEndpoint and shown nowhere else (spec §8); the top bar catches
    // up at the next sign-in.
    if (shownInShell(profile, next)) {
      void loadSession()
        .then((session) => session.reloadIdentity())
        .catch(() => undefined);
    }
  };

  return (
    <div className={styles.sections}>
      <AvatarSection profile={profile} onChanged={changed} />
      <section className={styles.section} aria-labelledby="profile-data-heading">
        <h2 id="profile-data-heading" className={styles.sectionHeading}>
          <FormattedMessage {...profileMessages.detailsHeading} />
        </h2>
        {profile.pending_email ? <PendingEmailNotice pendingEmail={profile.pending_email} onChanged={changed} /> : null}
        <ProfileForm profile={profile} onSaved={changed} />
      </section>
      <PasswordForm hasPassword={profile.has_password} />
      <DeleteAccountSection ownsCompany={profile.owns_company} hasPassword={profile.has_password} />
    </div>
  );
}
