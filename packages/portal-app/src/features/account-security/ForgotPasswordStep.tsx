import { accountSecurityEndpoints } from '@eventsuite/api-contract';
import { Button, FormField, TextInput } from '@eventsuite/design-system';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useCatalogue } from '../../i18n/catalogue';
import { accountSecurityMessages as messages, resetSentMessage } from './account-security-messages';
import { fieldErrors, formProblemOf, type FormProblem } from './form-problem';
import { ProblemAlert, StepCard } from './StepCard';
import * as styles from './AccountSecurity.css';

/**
 * "Forgot password?" on the sign-in page: asks for the email and says the same whatever the answer,
 * so nobody learns here whether an account exists.
 */
export function ForgotPasswordStep({ defaultEmail = '', onBack }: { defaultEmail?: string; onBack: () => void }) {
  const { fieldLabel } = useCatalogue();
  const [email, setEmail] = useState(defaultEmail);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [problem, setProblem] = useState<FormProblem>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      await callEndpoint(accountSecurityEndpoints.requestPasswordReset, { body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      setProblem(formProblemOf(error, ['email']));
    } finally {
      setSubmitting(false);
    }
  };

  const back = (
    <button type="button" className={styles.linkButton} onClick={onBack}>
      <FormattedMessage {...messages.backToSignIn} />
    </button>
  );

  return (
    <StepCard
      headingId="forgot-password-heading"
      heading={<FormattedMessage {...messages.resetHeading} />}
      intro={sentTo ? undefined : <FormattedMessage {...messages.resetIntro} />}
    >
      {sentTo ? (
        <p role="status" className={styles.text}>
          <FormattedMessage {...resetSentMessage} values={{ email: sentTo }} />
        </p>
      ) : (
        <>
          <ProblemAlert problem={problem} />
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <FormField label={fieldLabel('email')} errors={fieldErrors(problem, 'email')}>
              <TextInput
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <Button type="submit" fullWidth busy={submitting}>
              <FormattedMessage {...messages.resetSubmit} />
            </Button>
          </form>
        </>
      )}
      <div className={styles.links}>{back}</div>
    </StepCard>
  );
}
