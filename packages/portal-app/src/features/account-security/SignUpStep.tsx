import { accountSecurityEndpoints, passwordMinLength } from '@eventsuite/api-contract';
import { Button, FormField, TextInput, type TextInputProps } from '@eventsuite/design-system';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useCatalogue } from '../../i18n/catalogue';
import {
  accountSecurityMessages as messages,
  passwordHintMessage,
  signUpSentMessage,
  termsMessage,
} from './account-security-messages';
import { fieldErrors, formProblemOf, type FormProblem } from './form-problem';
import { PasswordStrength } from './PasswordStrength';
import { ProblemAlert, StepCard } from './StepCard';
import * as styles from './AccountSecurity.css';

const fields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'terms_accepted'] as const;
type Values = { [K in Exclude<(typeof fields)[number], 'terms_accepted'>]: string } & { terms_accepted: boolean };
const empty: Values = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms_accepted: false,
};

/**
 * "Create an account" on the sign-in page: a private account, confirmed by a mailed link before it
 * can sign in. The answer is the same for an address that has an account (its owner gets a notice).
 */
export function SignUpStep({ onBack, onOpenTerms }: { onBack: () => void; onOpenTerms: () => void }) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const termsId = useId();
  const [values, setValues] = useState(empty);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [resent, setResent] = useState(false);
  // Someone whose confirmation mail got lost asks for a new link with their address only.
  const [askingAgain, setAskingAgain] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const run = async (work: () => Promise<void>) => {
    if (submitting) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(formProblemOf(error, fields));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, email: values.email.trim() };
    void run(async () => {
      await callEndpoint(accountSecurityEndpoints.signUp, { body });
      setSentTo(body.email);
    });
  };
  const resend = (email: string) =>
    void run(async () => {
      await callEndpoint(accountSecurityEndpoints.resendSignUpConfirmation, { body: { email } });
      setSentTo(email);
      setResent(true);
    });
  const askAgain = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resend(values.email.trim());
  };

  const text = (
    name: Exclude<keyof Values, 'terms_accepted'>,
    type: TextInputProps['type'],
    autoComplete: string,
    label: string,
  ) => (
    <FormField label={label} errors={fieldErrors(problem, name)}>
      <TextInput
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </FormField>
  );
  const termsError = fieldErrors(problem, 'terms_accepted')?.[0];

  return (
    <StepCard
      headingId="sign-up-heading"
      heading={<FormattedMessage {...messages.signUpHeading} />}
      intro={sentTo ? undefined : <FormattedMessage {...messages.signUpIntro} />}
    >
      <ProblemAlert problem={problem} />
      {sentTo ? (
        <>
          <p role="status" className={styles.text}>
            <FormattedMessage {...signUpSentMessage} values={{ email: sentTo }} />
            {resent ? (
              <>
                {' '}
                <FormattedMessage {...messages.resent} />
              </>
            ) : null}
          </p>
          <Button variant="secondary" busy={submitting} onClick={() => resend(sentTo)}>
            <FormattedMessage {...messages.resend} />
          </Button>
        </>
      ) : askingAgain ? (
        <form className={styles.form} noValidate onSubmit={askAgain}>
          {text('email', 'email', 'email', fieldLabel('email'))}
          <Button type="submit" fullWidth busy={submitting}>
            <FormattedMessage {...messages.resend} />
          </Button>
        </form>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          {text('first_name', 'text', 'given-name', fieldLabel('first_name'))}
          {text('last_name', 'text', 'family-name', fieldLabel('last_name'))}
          {text('email', 'email', 'email', fieldLabel('email'))}
          <FormField
            label={fieldLabel('password')}
            hint={intl.formatMessage(passwordHintMessage, { minLength: passwordMinLength })}
            errors={fieldErrors(problem, 'password')}
          >
            <TextInput
              type="password"
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
            />
          </FormField>
          <PasswordStrength password={values.password} />
          {text('password_confirmation', 'password', 'new-password', fieldLabel('password_confirmation'))}
          <div>
            <label className={styles.checkbox} htmlFor={termsId}>
              <input
                id={termsId}
                type="checkbox"
                checked={values.terms_accepted}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? `${termsId}-error` : undefined}
                onChange={(event) => set('terms_accepted', event.target.checked)}
              />
              <span>
                <FormattedMessage
                  {...termsMessage}
                  values={{
                    link: (chunks) => (
                      <button type="button" className={styles.linkButton} onClick={onOpenTerms}>
                        {chunks}
                      </button>
                    ),
                  }}
                />
              </span>
            </label>
            {termsError ? (
              <p id={`${termsId}-error`} className={styles.alert}>
                {termsError}
              </p>
            ) : null}
          </div>
          <Button type="submit" fullWidth busy={submitting}>
            <FormattedMessage {...messages.signUpSubmit} />
          </Button>
        </form>
      )}
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          <FormattedMessage {...messages.backToSignIn} />
        </button>
        {sentTo || askingAgain ? null : (
          <button type="button" className={styles.linkButton} onClick={() => setAskingAgain(true)}>
            <FormattedMessage {...messages.lostConfirmation} />
          </button>
        )}
      </div>
    </StepCard>
  );
}
