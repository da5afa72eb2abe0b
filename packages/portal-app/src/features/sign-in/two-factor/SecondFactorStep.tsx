import { twoFactorEndpoints, type SignInResult } from '@eventsuite/api-contract';
import { Button, FormField, TextInput } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../../api/client';
import { commonMessages } from '../../../i18n/common-messages';
import { isNavigableUrl, retryAfterMinutes } from '../refusal';
import * as styles from '../SignInForm.css';
import { signInWithPasskey } from './passkey-ceremony';
import { throttledMessage as secondStepThrottled } from '../SignInForm';
import { secondStepMessages as messages } from './second-step-messages';

type Method = NonNullable<SignInResult['methods']>[number];
type Problem = { kind: 'invalid_code' | 'passkey_failed' | 'request_failed' } | { kind: 'throttled'; minutes: number };

/** What a failed second step says; an ended interaction goes back to the expired page. */
function problemOf(error: unknown, passkey: boolean): Problem | 'expired' {
  if (!(error instanceof ApiError)) return { kind: passkey ? 'passkey_failed' : 'request_failed' };
  switch (error.status) {
    case 401:
      return { kind: passkey ? 'passkey_failed' : 'invalid_code' };
    case 429:
      return { kind: 'throttled', minutes: retryAfterMinutes(error.headers.get('Retry-After')) };
    case 404:
      return 'expired';
    default:
      return { kind: 'request_failed' };
  }
}

function ProblemText({ problem }: { problem: Problem }) {
  switch (problem.kind) {
    case 'invalid_code':
      return <FormattedMessage {...messages.invalidCode} />;
    case 'passkey_failed':
      return <FormattedMessage {...messages.passkeyFailed} />;
    case 'throttled':
      return <FormattedMessage {...secondStepThrottled} values={{ minutes: problem.minutes }} />;
    case 'request_failed':
      return <FormattedMessage {...commonMessages.requestFailed} />;
  }
}

export interface SecondFactorStepProps {
  uid: string;
  /** The person's second factors, as the password step named them. */
  methods: readonly Method[];
  onExpired: () => void;
}

/**
 * The sign-in's second step (ADR 0033): a code of the authenticator app, a passkey, or a recovery code.
 * The person switches between those they have; the code field empties after a refusal.
 */
export function SecondFactorStep({ uid, methods, onExpired }: SecondFactorStepProps) {
  const intl = useIntl();
  const [method, setMethod] = useState<Method>(methods.includes('totp') ? 'totp' : (methods[0] ?? 'recovery_code'));
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const field = useRef<HTMLInputElement>(null);

  // The step replaced the password form: the code field takes the focus, and again on a switch of method.
  useEffect(() => field.current?.focus(), [method]);

  const leave = (redirectTo: string | undefined) => {
    if (!redirectTo || !isNavigableUrl(redirectTo)) throw new Error('The provider answered with an unusable address');
    // Stays busy while the browser leaves.
    window.location.assign(redirectTo);
  };

  const fail = (error: unknown, passkey: boolean) => {
    setBusy(false);
    const next = problemOf(error, passkey);
    if (next === 'expired') onExpired();
    else setProblem(next);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || method === 'passkey') return;
    const value = code.trim();
    setMissing(value === '');
    if (value === '') return;
    setBusy(true);
    setProblem(undefined);
    try {
      const { data } = await callEndpoint(twoFactorEndpoints.submitSecondFactor, {
        params: { uid },
        body: { method, code: value },
      });
      leave(data.redirect_to);
    } catch (error) {
      setCode('');
      fail(error, false);
    }
  };

  const signWithPasskey = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      leave(await signInWithPasskey(uid));
    } catch (error) {
      fail(error, true);
    }
  };

  const choose = (next: Method) => {
    setMethod(next);
    setCode('');
    setMissing(false);
    setProblem(undefined);
  };

  const intro =
    method === 'totp'
      ? messages.introTotp
      : method === 'recovery_code'
        ? messages.introRecovery
        : messages.introPasskey;
  const label = intl.formatMessage(method === 'totp' ? messages.totpCode : messages.recoveryCode);
  const others = methods.filter((other) => other !== method);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="second-factor-heading">
        <h1 id="second-factor-heading" className={styles.heading}>
          <FormattedMessage {...messages.heading} />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage {...intro} />
        </p>
        <div role="alert">
          {problem ? (
            <p className={styles.alert}>
              <ExclamationTriangleIcon className={styles.alertIcon} aria-hidden="true" />
              <ProblemText problem={problem} />
            </p>
          ) : null}
        </div>
        {method === 'passkey' ? (
          <Button type="button" fullWidth busy={busy} onClick={() => void signWithPasskey()}>
            <FormattedMessage {...messages.usePasskey} />
          </Button>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => void submitCode(event)}>
            <FormField label={label} errors={missing ? [intl.formatMessage(messages.codeMissing)] : undefined}>
              <TextInput
                key={method}
                name="code"
                ref={field}
                autoComplete="one-time-code"
                inputMode={method === 'totp' ? 'numeric' : 'text'}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <Button type="submit" fullWidth busy={busy}>
              <FormattedMessage {...messages.verify} />
            </Button>
          </form>
        )}
        {others.map((other) => (
          <Button
            key={other}
            type="button"
            variant="secondary"
            fullWidth
            disabled={busy}
            onClick={() => {
              choose(other);
              if (other === 'passkey') void signWithPasskey();
            }}
          >
            <FormattedMessage
              {...(other === 'totp'
                ? messages.useTotp
                : other === 'passkey'
                  ? messages.usePasskey
                  : messages.useRecovery)}
            />
          </Button>
        ))}
      </section>
    </div>
  );
}
