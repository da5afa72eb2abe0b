import { profileEndpoints, type Profile } from '@eventsuite/api-contract';
import { Button, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { commonMessages } from '../../i18n/common-messages';
import { pendingEmailMessage, profileMessages } from './profile-messages';
import * as styles from '../../layout/Sections.css';

/**
 * A changed email waits for its confirmation link (spec §5): this says where the link went, that the
 * current address stays until then, and lets the user withdraw the change.
 */
export function PendingEmailNotice({
  pendingEmail,
  onChanged,
}: {
  pendingEmail: string;
  onChanged: (profile: Profile) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    try {
      const { data } = await callEndpoint(profileEndpoints.cancelEmailChange);
      onChanged(data);
      toast({ variant: 'success', message: intl.formatMessage(profileMessages.emailChangeWithdrawn) });
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.notice} role="status" aria-labelledby="profile-pending-email-title">
      <p id="profile-pending-email-title" className={styles.noticeTitle}>
        <FormattedMessage {...profileMessages.pendingEmailTitle} />
      </p>
      <p className={styles.text}>
        <FormattedMessage {...pendingEmailMessage} values={{ email: pendingEmail }} />
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void withdraw()}>
        <FormattedMessage {...profileMessages.withdrawEmailChange} />
      </Button>
    </div>
  );
}
