import { twoFactorEndpoints, type TotpSetup } from '@eventsuite/api-contract';
import { Button, FormErrorLine, FormField, TextInput } from '@eventsuite/design-system';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../../api/client';
import { RecoveryCodeList } from '../../../forms/two-factor/RecoveryCodeList';
import { TotpKeyPanel } from '../../../forms/two-factor/TotpKeyPanel';
import { twoFactorFormMessages } from '../../../forms/two-factor/two-factor-messages';
import { useCatalogue } from '../../../i18n/catalogue';
import { commonMessages } from '../../../i18n/common-messages';
import { isNavigableUrl, retryAfterMinutes } from '../refusal';
import * as styles from '../SignInForm.css';
import { throttledMessage as secondStepThrottled } from '../SignInForm';
import { secondStepMessages as messages } from './second-step-messages';

/**
 * For a member whose company requires a second factor they lack (ADR 0033): sets up the authenticator
 * app inside the sign-in, shows the recovery codes once, and only then lets them in.
 */
export function TwoFactorSetupStep({ uid, onExpired }: { uid: string; onExpired: () => void }) {
  const intl = useIntl();
  const { fieldLabel, validationMessage } = useCatalogue();
  const [key, setKey] = useState<TotpSetup>();
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ codes: string[]; redirectTo: string }>();

  useEffect(() => {
    const abort = new AbortController();
    callEndpoint(twoFactorEndpoints.startSignInTotpSetup, { params: { uid }, signal: abort.signal }).then(
      ({ data }) => setKey(data),
      (reason: unknown) => {
        if (abort.signal.aborted) return;
        if (reason instanceof ApiError && reason.status === 404) onExpired();
        else setFailed(true);
      },
    );
    return () => abort.abort();
  }, [uid, onExpired]);

  const label = fieldLabel('code');
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await callEndpoint(twoFactorEndpoints.confirmSignInTotpSetup, {
        params: { uid },
        body: { code: code.trim() },
      });
      setDone({ codes: data.recovery_codes, redirectTo: data.redirect_to });
    } catch (reason) {
      setCode('');
      if (reason instanceof ApiError && reason.status === 404) return onExpired();
      if (reason instanceof ApiError && reason.status === 422) setError(validationMessage('invalid_code', label));
      else if (reason instanceof ApiError && reason.status === 429) {
        setError(
          intl.formatMessage(secondStepThrottled, { minutes: retryAfterMinutes(reason.headers.get('Retry-After')) }),
        );
      } else setError(intl.formatMessage(commonMessages.requestFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="two-factor-setup-heading">
        <h1 id="two-factor-setup-heading" className={styles.heading}>
          <FormattedMessage {...messages.setupHeading} />
        </h1>
        {done ? (
          <>
            <RecoveryCodeList codes={done.codes} />
            <Button
              type="button"
              fullWidth
              onClick={() => isNavigableUrl(done.redirectTo) && window.location.assign(done.redirectTo)}
            >
              <FormattedMessage {...messages.setupContinue} />
            </Button>
          </>
        ) : (
          <>
            <p className={styles.intro}>
              <FormattedMessage {...messages.setupIntro} />
            </p>
            {failed ? <FormErrorLine>{intl.formatMessage(commonMessages.requestFailed)}</FormErrorLine> : null}
            {key ? (
              <>
                <TotpKeyPanel secret={key.secret} otpauthUrl={key.otpauth_url} />
                <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
                  <FormField label={label} errors={error ? [error] : undefined}>
                    <TextInput
                      name="code"
                      autoComplete="one-time-code"
                      inputMode="numeric"
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                    />
                  </FormField>
                  <Button type="submit" fullWidth busy={busy}>
                    <FormattedMessage {...twoFactorFormMessages.confirm} />
                  </Button>
                </form>
              </>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
