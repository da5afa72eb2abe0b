import { accountSecurityEndpoints, passwordMinLength } from '@eventsuite/api-contract';
import { Button, FormField, TextInput } from '@eventsuite/design-system';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { accountSecurityMessages as messages, passwordHintMessage } from './account-security-messages';
import { fieldErrors, formProblemOf, type FormProblem } from './form-problem';
import { goToPortal } from './go-to-portal';
import { PasswordStrength } from './PasswordStrength';
import { ProblemAlert, StepCard } from './StepCard';
import * as styles from './AccountSecurity.css';

/** A mailed link that no longer works: used, replaced or expired. */
export function DeadLink({ kind, onBack }: { kind: 'reset' | 'confirmation'; onBack: () => void }) {
  return (
    <StepCard headingId="dead-link-heading" heading={<FormattedMessage {...messages.deadLinkHeading} />}>
      <p className={styles.text}>
        <FormattedMessage {...(kind === 'reset' ? messages.deadResetLink : messages.deadConfirmationLink)} />
      </p>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          <FormattedMessage {...messages.backToSignIn} />
        </button>
      </div>
    </StepCard>
  );
}

/**
 * The page of a reset link (/sign-in/password-reset/:token): reading it changes nothing; the new
 * password, once set, ends every other session and the browser goes on into the portal signed in.
 */
export function PasswordResetStep({
  token,
  onBack,
  onSignedIn = goToPortal,
}: {
  token: string;
  onBack: () => void;
  onSignedIn?: () => void;
}) {
  const intl = useIntl();
  const [link, setLink] = useState<'checking' | 'live' | 'dead' | 'failed'>('checking');
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();

  useEffect(() => {
    const abort = new AbortController();
    callEndpoint(accountSecurityEndpoints.getPasswordReset, { params: { token }, signal: abort.signal }).then(
      () => setLink('live'),
      (error: unknown) => {
        if (!abort.signal.aborted) setLink(error instanceof ApiError && error.status === 404 ? 'dead' : 'failed');
      },
    );
    return () => abort.abort();
  }, [token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      await callEndpoint(accountSecurityEndpoints.resetPassword, { params: { token }, body: values });
      // Stays busy while the browser leaves.
      onSignedIn();
    } catch (error) {
      const next = formProblemOf(error, ['password', 'password_confirmation']);
      if (next.kind === 'dead_link') setLink('dead');
      setProblem(next);
      setSubmitting(false);
    }
  };

  if (link === 'dead') return <DeadLink kind="reset" onBack={onBack} />;
  const label = intl.formatMessage(messages.newPassword);
  const confirmationLabel = intl.formatMessage(messages.newPasswordConfirmation);
  return (
    <StepCard
      headingId="new-password-heading"
      heading={<FormattedMessage {...messages.newPasswordHeading} />}
      intro={<FormattedMessage {...messages.newPasswordIntro} />}
    >
      <ProblemAlert problem={link === 'failed' ? { kind: 'request_failed' } : problem} />
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={link === 'checking'}>
        <FormField
          label={label}
          hint={intl.formatMessage(passwordHintMessage, { minLength: passwordMinLength })}
          errors={fieldErrors(problem, 'password')}
        >
          <TextInput
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          />
        </FormField>
        <PasswordStrength password={values.password} />
        <FormField label={confirmationLabel} errors={fieldErrors(problem, 'password_confirmation')}>
          <TextInput
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={(event) => setValues((current) => ({ ...current, password_confirmation: event.target.value }))}
          />
        </FormField>
        <Button type="submit" fullWidth busy={submitting || link === 'checking'}>
          <FormattedMessage {...messages.newPasswordSubmit} />
        </Button>
      </form>
    </StepCard>
  );
}
