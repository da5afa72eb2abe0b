import { Button, EventsuiteWordmark, FormField, TextInput } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';
import type { SignInProblem } from './refusal';
import * as styles from './SignInForm.css';

const messages = defineMessages({
  intro: { id: 'signIn.intro', defaultMessage: 'Use the email address and password of your account.' },
  email: { id: 'signIn.email', defaultMessage: 'Email address' },
  password: { id: 'signIn.password', defaultMessage: 'Password' },
  submit: { id: 'signIn.submit', defaultMessage: 'Sign in' },
  emailMissing: { id: 'signIn.emailMissing', defaultMessage: 'Please enter your email address.' },
  passwordMissing: { id: 'signIn.passwordMissing', defaultMessage: 'Please enter your password.' },
  invalidCredentials: { id: 'signIn.invalidCredentials', defaultMessage: 'Email address or password is incorrect.' },
  locked: { id: 'signIn.locked', defaultMessage: 'This account is locked. Please contact your administrator.' },
  singleSignOn: { id: 'signIn.singleSignOn', defaultMessage: 'Sign in with single sign-on' },
  ssoRequired: {
    id: 'signIn.ssoRequired',
    defaultMessage: 'Your company signs you in with single sign-on. Please use “Sign in with single sign-on”.',
  },
  ssoUnavailable: {
    id: 'signIn.ssoUnavailable',
    defaultMessage: 'Single sign-on is not set up for this email address. Please use your password.',
  },
  // Not "Sign in with …": the submit button's name stays the only one with "Sign in" in it.
  passkey: { id: 'signIn.passkey', defaultMessage: 'Use a passkey' },
  passkeyFailed: {
    id: 'signIn.passkeyFailed',
    defaultMessage: 'No passkey was confirmed.',
  },
});

const headingMessage = defineMessage<{ productName: string }>({
  id: 'signIn.heading',
  defaultMessage: 'Sign in to {productName}',
});

export const throttledMessage = defineMessage<{ minutes: number }>({
  id: 'signIn.throttled',
  defaultMessage: 'Too many sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

export const signInFormStates = ['idle', 'submitting'] as const;
export type SignInFormState = (typeof signInFormStates)[number];

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  productName: string;
  /** `submitting` while the credentials are checked (and the browser moves on). */
  state: SignInFormState;
  /** Why the last attempt was refused. */
  problem?: Exclude<SignInProblem, { kind: 'expired' }>;
  /** The email the client suggested, if any. */
  defaultEmail?: string;
  /** Below the form, e.g. the links to the steps beside it. */
  footer?: ReactNode;
  onSubmit: (values: SignInValues) => void;
  /** Offers single sign-on: the company's identity provider of the email's domain (issue 28). */
  onSingleSignOn?: (email: string) => void;
  /** Signs in with a passkey instead, where the browser can (ADR 0033). */
  onPasskey?: () => void;
}

function ProblemText({ problem }: { problem: NonNullable<SignInFormProps['problem']> }) {
  switch (problem.kind) {
    case 'invalid_credentials':
      return <FormattedMessage {...messages.invalidCredentials} />;
    case 'locked':
      return <FormattedMessage {...messages.locked} />;
    case 'throttled':
      return <FormattedMessage {...throttledMessage} values={{ minutes: problem.retryAfterMinutes }} />;
    case 'request_failed':
      return <FormattedMessage {...commonMessages.requestFailed} />;
    case 'sso_unavailable':
      return <FormattedMessage {...messages.ssoUnavailable} />;
    case 'sso_required':
      return <FormattedMessage {...messages.ssoRequired} />;
    case 'passkey_failed':
      return <FormattedMessage {...messages.passkeyFailed} />;
  }
}

/**
 * The embedded provider's sign-in form: email and password. A refusal never tells whether the
 * account exists; after one, the password is cleared for the next try.
 */
export function SignInForm({
  productName,
  state,
  problem,
  defaultEmail = '',
  footer,
  onSubmit,
  onSingleSignOn,
  onPasskey,
}: SignInFormProps) {
  const intl = useIntl();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [shownProblem, setShownProblem] = useState(problem);

  // A new refusal clears the password (adjusted while rendering, not in an effect).
  if (problem !== shownProblem) {
    setShownProblem(problem);
    if (problem) setPassword('');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'submitting') return;
    const values = { email: email.trim(), password };
    const nowMissing = { email: values.email === '', password: values.password === '' };
    setMissing(nowMissing);
    if (nowMissing.email || nowMissing.password) return;
    onSubmit(values);
  };

  const singleSignOn = () => {
    if (state === 'submitting' || !onSingleSignOn) return;
    const address = email.trim();
    setMissing({ email: address === '', password: false });
    if (address !== '') onSingleSignOn(address);
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-heading">
        <div className={styles.brand}>
          <EventsuiteWordmark />
        </div>
        <h1 id="sign-in-heading" className={styles.heading}>
          <FormattedMessage {...headingMessage} values={{ productName }} />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage {...messages.intro} />
        </p>
        {/* Announced as it appears; always in the DOM so that screen readers pick up the change. */}
        <div role="alert">
          {problem ? (
            <p className={styles.alert}>
              <ExclamationTriangleIcon className={styles.alertIcon} aria-hidden="true" />
              <ProblemText problem={problem} />
            </p>
          ) : null}
        </div>
        <form className={styles.form} noValidate onSubmit={submit}>
          <FormField
            label={<FormattedMessage {...messages.email} />}
            errors={missing.email ? [intl.formatMessage(messages.emailMissing)] : undefined}
          >
            <TextInput
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField
            label={<FormattedMessage {...messages.password} />}
            errors={missing.password ? [intl.formatMessage(messages.passwordMissing)] : undefined}
          >
            <TextInput
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button type="submit" fullWidth busy={state === 'submitting'}>
            <FormattedMessage {...messages.submit} />
          </Button>
          {onSingleSignOn ? (
            <Button type="button" variant="secondary" fullWidth onClick={singleSignOn}>
              <FormattedMessage {...messages.singleSignOn} />
            </Button>
          ) : null}
        </form>
        {onPasskey ? (
          <Button type="button" variant="secondary" fullWidth disabled={state === 'submitting'} onClick={onPasskey}>
            <FormattedMessage {...messages.passkey} />
          </Button>
        ) : null}
        {footer}
      </section>
    </div>
  );
}
