import { twoFactorEndpoints, type AdminUser } from '@eventsuite/api-contract';
import { Button, ConfirmDialog, Section, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import * as sections from '../../layout/Sections.css';
import {
  twoFactorAdminMessages as messages,
  twoFactorFactsMessage,
  twoFactorResetText,
} from './two-factor-admin-messages';

/**
 * The person's second factors as the administration sees them (issue 30 §4): whether they have any, and,
 * for those who may edit users, a reset after a confirmation (a lost phone). The reset is logged.
 */
export function UserTwoFactorSection({ user, mayEdit }: { user: AdminUser; mayEdit: boolean }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const { data, error, mutate } = useEndpoint(twoFactorEndpoints.getAdminUserTwoFactor, { params: { user: user.id } });
  const factors = data?.data;
  const has = factors ? factors.totp || factors.passkeys > 0 : false;

  const reset = async () => {
    try {
      const response = await callEndpoint(twoFactorEndpoints.resetAdminUserTwoFactor, { params: { user: user.id } });
      await mutate(response, { revalidate: false });
      toast({ variant: 'success', message: intl.formatMessage(messages.resetDone) });
    } catch (reason) {
      toast({ variant: 'error', message: intl.formatMessage(messages.resetFailed) });
      throw reason;
    }
  };

  return (
    <Section
      title={<FormattedMessage {...messages.heading} />}
      state={factors ? 'ready' : error ? 'failed' : 'loading'}
      labels={{
        loading: <FormattedMessage {...messages.loading} />,
        failed: <FormattedMessage {...messages.failed} />,
        retry: <FormattedMessage {...messages.retry} />,
      }}
      onRetry={() => void mutate()}
    >
      {factors ? (
        <>
          <p className={sections.text}>
            {has ? (
              <FormattedMessage
                {...twoFactorFactsMessage}
                values={{
                  totp: String(factors.totp),
                  passkeys: factors.passkeys,
                  codes: factors.recovery_codes_left,
                }}
              />
            ) : (
              <FormattedMessage {...messages.none} />
            )}
          </p>
          {mayEdit && has ? (
            <div className={sections.actions}>
              <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
                <FormattedMessage {...messages.reset} />
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            tone="destructive"
            title={intl.formatMessage(messages.resetTitle)}
            text={intl.formatMessage(twoFactorResetText, { name: `${user.first_name} ${user.last_name}` })}
            confirmLabel={intl.formatMessage(messages.resetConfirm)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            onConfirm={reset}
          />
        </>
      ) : null}
    </Section>
  );
}
