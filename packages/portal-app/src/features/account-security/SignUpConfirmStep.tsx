import { accountSecurityEndpoints } from '@eventsuite/api-contract';
import { Button } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { accountSecurityMessages as messages } from './account-security-messages';
import { formProblemOf, type FormProblem } from './form-problem';
import { goToPortal } from './go-to-portal';
import { DeadLink } from './PasswordResetStep';
import { ProblemAlert, StepCard } from './StepCard';

/**
 * The page of a sign-up's confirmation link (/sign-in/confirm/:token). Opening it changes nothing (a
 * mail scanner may open links); the button makes the account and the browser goes on signed in.
 */
export function SignUpConfirmStep({
  token,
  onBack,
  onSignedIn = goToPortal,
}: {
  token: string;
  onBack: () => void;
  onSignedIn?: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();

  const confirm = async () => {
    if (submitting) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      await callEndpoint(accountSecurityEndpoints.confirmSignUp, { params: { token } });
      onSignedIn();
    } catch (error) {
      setProblem(formProblemOf(error, []));
      setSubmitting(false);
    }
  };

  if (problem?.kind === 'dead_link') return <DeadLink kind="confirmation" onBack={onBack} />;
  return (
    <StepCard
      headingId="confirm-heading"
      heading={<FormattedMessage {...messages.confirmHeading} />}
      intro={<FormattedMessage {...messages.confirmIntro} />}
    >
      <ProblemAlert problem={problem} />
      <Button fullWidth busy={submitting} onClick={() => void confirm()}>
        <FormattedMessage {...messages.confirmSubmit} />
      </Button>
    </StepCard>
  );
}
