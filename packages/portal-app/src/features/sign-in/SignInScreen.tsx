import { signInEndpoints } from '@eventsuite/api-contract';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { isNavigableUrl, problemOf } from './refusal';
import { SignInExpired } from './SignInExpired';
import { SignInForm, type SignInFormProps, type SignInFormState, type SignInValues } from './SignInForm';

type FormProblem = SignInFormProps['problem'];

/**
 * /sign-in/:uid, the embedded provider's sign-in step: reads the interaction, submits the
 * credentials for it and follows the provider back into the authorization.
 */
export default function SignInScreen() {
  const uid = useParams().uid ?? '';
  const { productName } = useAtomValue(runtimeConfigAtom);
  const interaction = useEndpoint(
    signInEndpoints.getSignInInteraction,
    { params: { uid } },
    // The interaction does not change while the form is open; a 404 stays a 404.
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const [state, setState] = useState<SignInFormState>('idle');
  const [problem, setProblem] = useState<FormProblem>();
  const [expired, setExpired] = useState(false);

  const submit = async (values: SignInValues) => {
    setState('submitting');
    setProblem(undefined);
    try {
      const { data } = await callEndpoint(signInEndpoints.submitSignIn, { params: { uid }, body: values });
      if (!isNavigableUrl(data.redirect_to)) throw new Error('The provider answered with an unusable address');
      // Stays "submitting" while the browser leaves.
      window.location.assign(data.redirect_to);
    } catch (error) {
      setState('idle');
      const next = problemOf(error);
      if (next.kind === 'expired') setExpired(true);
      else setProblem(next);
    }
  };

  if (interaction.error?.status === 404 || expired) return <SignInExpired />;
  if (interaction.error) return <StatusErrorPage status={interaction.error.status} />;
  // The form shows at once, not after a round trip (ADR 0011); the email the client suggested fills it
  // when the interaction arrives.
  const loginHint = interaction.data?.data.login_hint ?? undefined;
  return (
    <SignInForm
      key={loginHint}
      productName={productName}
      state={state}
      problem={problem}
      defaultEmail={loginHint}
      onSubmit={(values) => void submit(values)}
    />
  );
}
