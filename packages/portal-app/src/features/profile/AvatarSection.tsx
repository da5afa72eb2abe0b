import { squareImageRules, profileEndpoints, validationErrorSchema, type Profile } from '@eventsuite/api-contract';
import { AvatarUpload, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { formMessages } from '../../forms/form-messages';
import { useCatalogue } from '../../i18n/catalogue';
import { checkAvatarFile } from './avatar-checks';
import { avatarUrlOf } from '../../api/avatar-url';
import { avatarHintMessage, avatarMessages, avatarPictureMessage } from './profile-messages';
import * as styles from './ProfileSections.css';

/** The first message of a 422 (the server's word on the file), if the failure is one. */
function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const parsed = validationErrorSchema.safeParse(error.body);
  if (!parsed.success) return undefined;
  return parsed.data.errors.file?.[0] ?? Object.values(parsed.data.errors)[0]?.[0] ?? parsed.data.message;
}

/**
 * The avatar: upload (checked here first for a quick answer, then by the server from the bytes, which
 * decides) and removal. Both answer with the stored profile.
 */
export function AvatarSection({ profile, onChanged }: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (request: () => Promise<{ data: Profile }>, success: string) => {
    setBusy(true);
    try {
      const { data } = await request();
      onChanged(data);
      toast({ variant: 'success', message: success });
    } catch (failure) {
      const message = serverMessageOf(failure);
      if (message) setError(message);
      else toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File) => {
    setError(undefined);
    const problem = await checkAvatarFile(file);
    if (problem) {
      setError(catalogue.validationMessage(problem, catalogue.fieldLabel('file')));
      return;
    }
    const formData = new FormData();
    formData.set('file', file);
    await run(
      () => callEndpoint(profileEndpoints.uploadAvatar, { formData }),
      intl.formatMessage(avatarMessages.uploaded),
    );
  };

  const remove = async () => {
    setError(undefined);
    await run(() => callEndpoint(profileEndpoints.deleteAvatar), intl.formatMessage(avatarMessages.removed));
  };

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
        onFileSelected={(file) => void upload(file)}
        onRemove={() => void remove()}
      />
    </section>
  );
}
