import { profileEndpoints, squareImageRules, type Profile } from '@eventsuite/api-contract';
import { AvatarUpload } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { avatarUrlOf } from '../../api/avatar-url';
import { callEndpoint } from '../../api/client';
import { useSquareImageUpload } from '../../forms/use-square-image-upload';
import * as styles from '../../layout/Sections.css';
import { avatarHintMessage, avatarMessages, avatarPictureMessage } from './profile-messages';

/** The avatar: upload (checked here first, then by the server from the bytes) and removal. */
export function AvatarSection({ profile, onChanged }: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const intl = useIntl();
  const { busy, error, uploadFile, removeFile } = useSquareImageUpload({
    refusals: { type: 'avatar_type', dimensions: 'avatar_dimensions' },
    upload: async (formData) => (await callEndpoint(profileEndpoints.uploadAvatar, { formData })).data,
    remove: async () => (await callEndpoint(profileEndpoints.deleteAvatar)).data,
    onChanged,
  });

  return (
    <section className={styles.section} aria-labelledby="profile-avatar-heading">
      <h2 id="profile-avatar-heading" className={styles.sectionHeading}>
        <FormattedMessage {...avatarMessages.heading} />
      </h2>
      <AvatarUpload
        src={avatarUrlOf(profile.avatar)}
        firstName={profile.first_name}
        lastName={profile.last_name}
        pictureLabel={intl.formatMessage(avatarPictureMessage, {
          name: `${profile.first_name} ${profile.last_name}`.trim(),
        })}
        uploadLabel={intl.formatMessage(avatarMessages.upload)}
        removeLabel={intl.formatMessage(avatarMessages.remove)}
        accept={squareImageRules.mimeTypes.join(',')}
        hint={intl.formatMessage(avatarHintMessage, { minSide: squareImageRules.minSidePixels })}
        error={error}
        busy={busy}
        onFileSelected={(file) => void uploadFile(file)}
        onRemove={() => void removeFile()}
      />
    </section>
  );
}
