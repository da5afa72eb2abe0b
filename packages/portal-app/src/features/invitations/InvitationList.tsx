import { invitationsEndpoints, type Invitation } from '@eventsuite/api-contract';
import { Button, ConfirmDialog, EmptyState, toast, visuallyHidden } from '@eventsuite/design-system';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { commonMessages } from '../../i18n/common-messages';
import { useRegionalFormat } from '../../regional';
import { addMessages, listMessages } from './invitation-messages';
import * as styles from './invitations.css';

const statusLabels = {
  pending: listMessages.pending,
  accepted: listMessages.accepted,
  expired: listMessages.expired,
} as const;

export interface InvitationListProps {
  companyId: string;
  invitations: readonly Invitation[] | undefined;
  failed: boolean;
  /** After a resend or revocation: reload the list. */
  onChanged: () => void;
}

/** Pending, accepted and expired invitations with their expiry; pending and expired ones can be resent or revoked. */
export function InvitationList({ companyId, invitations, failed, onChanged }: InvitationListProps) {
  const intl = useIntl();
  const { dateTime } = useRegionalFormat();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const resend = async (invitation: Invitation) => {
    setBusy(invitation.id);
    try {
      await callEndpoint(invitationsEndpoints.resendInvitation, {
        params: { company: companyId, invitation: invitation.id },
      });
      toast({ variant: 'success', message: intl.formatMessage(addMessages.sent) });
      onChanged();
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      await callEndpoint(invitationsEndpoints.revokeInvitation, {
        params: { company: companyId, invitation: revoking.id },
      });
    } catch (error) {
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
      throw error;
    }
    toast({ variant: 'success', message: intl.formatMessage(listMessages.revoked) });
    onChanged();
  };

  if (failed) {
    return (
      <p className={styles.text} role="alert">
        <FormattedMessage {...listMessages.failed} />
      </p>
    );
  }
  if (!invitations) return null;
  if (invitations.length === 0) {
    return (
      <EmptyState
        icon={<EnvelopeClosedIcon width="100%" height="100%" />}
        title={<FormattedMessage {...listMessages.empty} />}
      />
    );
  }
  const label = intl.formatMessage(listMessages.heading);
  return (
    <>
      {/* Scrolls by keyboard too, where the table is wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableRegion} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{label}</caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                <FormattedMessage {...listMessages.person} />
              </th>
              <th className={styles.cell} scope="col">
                <FormattedMessage {...listMessages.status} />
              </th>
              <th className={styles.cell} scope="col">
                <FormattedMessage {...listMessages.expiry} />
              </th>
              <th className={styles.cell} scope="col">
                <FormattedMessage {...listMessages.actions} />
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => {
              const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ');
              const open = invitation.status === 'pending' || invitation.status === 'expired';
              return (
                <tr key={invitation.id}>
                  <td className={styles.cell}>
                    {name ? <div>{name}</div> : null}
                    <div>{invitation.email}</div>
                  </td>
                  <td className={styles.cell}>
                    {invitation.status in statusLabels ? (
                      <FormattedMessage {...statusLabels[invitation.status as keyof typeof statusLabels]} />
                    ) : null}
                  </td>
                  <td className={styles.cell}>{dateTime(invitation.expires_at)}</td>
                  <td className={styles.cell}>
                    {open ? (
                      <div className={styles.actions}>
                        <Button
                          variant="secondary"
                          busy={busy === invitation.id}
                          aria-label={intl.formatMessage(listMessages.resendFor, { email: invitation.email })}
                          onClick={() => void resend(invitation)}
                        >
                          <FormattedMessage {...listMessages.resend} />
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={intl.formatMessage(listMessages.revokeFor, { email: invitation.email })}
                          onClick={() => setRevoking(invitation)}
                        >
                          <FormattedMessage {...listMessages.revoke} />
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        tone="destructive"
        title={<FormattedMessage {...listMessages.revokeTitle} />}
        text={<FormattedMessage {...listMessages.revokeText} values={{ email: revoking?.email ?? '' }} />}
        confirmLabel={intl.formatMessage(listMessages.revoke)}
        cancelLabel={intl.formatMessage(addMessages.cancel)}
        onConfirm={revoke}
      />
    </>
  );
}
