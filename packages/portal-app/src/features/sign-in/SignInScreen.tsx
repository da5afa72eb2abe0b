import { signInEndpoints, type SignInInteraction } from '@eventsuite/api-contract';
import { useEffect, useState } from 'react';
import { ApiError, callEndpoint } from '../../api/client';
import { pathTo } from '../../route-table/path-to';
import { StatusErrorView } from '../../layout/StatusErrorView';
import { isNavigableUrl, problemOf } from './refusal';
import { SignInExpired } from './SignInExpired';
import { SignInForm, type SignInFormProps, type SignInFormState, type SignInValues } from './SignInForm';

type FormProblem = SignInFormProps['problem'];

/**
 * /sign-in/:uid, the embedded provider's sign-in step: reads the interaction, submits the
 * credentials for it and follows the provider back into the authorization. Needs no router, store
 * or session: the sign-in page (app/sign-in-page.tsx) renders it on its own, the app for its route.
 * The form shows at once; the interaction id (`uid`) may still be on its way (the boot step asks the
 * provider for it meanwhile), and a submit waits for it.
 */
export function SignInScreen({ uid, productName }: { uid: Promise<string>; productName: string }) {
  const [interaction, setInteraction] = useState<{ data?: SignInInteraction; errorStatus?: number }>({});
  const [state, setState] = useState<SignInFormState>('idle');
  const [problem, setProblem] = useState<FormProblem>();
  const [expired, setExpired] = useState(false);

  // The interaction does not change while the form is open: read once, not retried (a 404 stays a 404).
  useEffect(() => {
    const abort = new AbortController();
    uid
      .then((id) => callEndpoint(signInEndpoints.getSignInInteraction, { params: { uid: id }, signal: abort.signal }))
      .then(
        ({ data }) => setInteraction({ data }),
        (error: unknown) => {
          if (!abort.signal.aborted) setInteraction({ errorStatus: error instanceof ApiError ? error.status : 500 });
        },
      );
    return () => abort.abort();
  }, [uid]);

  const submit = async (values: SignInValues) => {
    setState('submitting');
    setProblem(undefined);
    try {
      const { data } = await callEndpoint(signInEndpoints.submitSignIn, { params: { uid: await uid }, body: values });
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

  const { errorStatus } = interaction;
  if (errorStatus === 404 || expired) return <SignInExpired />;
  if (errorStatus !== undefined) return <StatusErrorView status={errorStatus} homeHref={pathTo('index')} />;
  // The form shows at once, not after a round trip (ADR 0011); the email the client suggested fills it
  // when the interaction arrives.
  const loginHint = interaction.data?.login_hint ?? undefined;
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
