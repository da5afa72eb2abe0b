import { signInEndpoints, type SignInInteraction, type SignInResult } from '@eventsuite/api-contract';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ApiError, callEndpoint } from '../../api/client';
import { WithMessagePart } from '../../i18n/WithMessagePart';
import { pathTo } from '../../route-table/path-to';
import { StatusErrorView } from '../../layout/StatusErrorView';
import { isNavigableUrl, problemOf, type SignInProblem } from './refusal';
import { SignInForm, type SignInFormProps, type SignInFormState, type SignInValues } from './SignInForm';

type FormProblem = SignInFormProps['problem'];
/** A refusal the form shows (an expired interaction shows its own page). */
type Refusal = Exclude<SignInProblem, { kind: 'expired' }>;

// The second step and its setup load only after a right password asks for them (ADR 0033), with the
// passkey and QR code libraries they bring.
const SecondStep = lazy(() => import('./two-factor/SecondStep'));
// Shown only when the sign-in step has run out: not with the form.
const SignInExpired = lazy(() => import('./SignInExpired').then((module) => ({ default: module.SignInExpired })));

/** Whether the browser can sign with a passkey at all (WebAuthn). */
const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** After a right password, the second step the provider asked for (ADR 0033), if any. */
type SecondStepAsked = {
  uid: string;
  secondStep: 'second_factor' | 'two_factor_setup';
  methods: NonNullable<SignInResult['methods']>;
};

/**
 * /sign-in/:uid, the embedded provider's sign-in step: reads the interaction, submits the
 * credentials for it and follows the provider back into the authorization. Needs no router, store
 * or session: the sign-in page (app/sign-in-page.tsx) renders it on its own, the app for its route.
 * The form shows at once; the interaction id (`uid`) may still be on its way (the boot step asks the
 * provider for it meanwhile), and a submit waits for it.
 */
export function SignInScreen({
  uid,
  productName,
  footer,
}: {
  uid: Promise<string>;
  productName: string;
  /** Below the form, e.g. the links to the steps beside it. */
  footer?: ReactNode;
}) {
  const [interaction, setInteraction] = useState<{ data?: SignInInteraction; errorStatus?: number }>({});
  const [state, setState] = useState<SignInFormState>('idle');
  const [problem, setProblem] = useState<FormProblem>();
  const [expired, setExpired] = useState(false);
  const [step, setStep] = useState<SecondStepAsked>();
  const expire = useCallback(() => setExpired(true), []);

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

  /**
   * One way of signing in: `next` answers where the browser goes (it stays "submitting" while it leaves),
   * or undefined when the screen changed instead; a refusal shows as `refusal` words it.
   */
  const attempt = async (next: () => Promise<string | undefined>, refusal = (found: Refusal): Refusal => found) => {
    setState('submitting');
    setProblem(undefined);
    try {
      const redirectTo = await next();
      if (redirectTo === undefined) return;
      if (!isNavigableUrl(redirectTo)) throw new Error('The provider answered with an unusable address');
      window.location.assign(redirectTo);
    } catch (error) {
      setState('idle');
      const found = problemOf(error);
      if (found.kind === 'expired') setExpired(true);
      else setProblem(refusal(found));
    }
  };

  const submit = (values: SignInValues) =>
    attempt(async () => {
      const id = await uid;
      const { data } = await callEndpoint(signInEndpoints.submitSignIn, { params: { uid: id }, body: values });
      if (data.next_step) {
        setStep({ uid: id, secondStep: data.next_step, methods: data.methods ?? [] });
        return undefined;
      }
      return data.redirect_to ?? '';
    });

  /** Single sign-on: to the IdP of the email's company, when its domain has active SSO. */
  const singleSignOn = (email: string) =>
    attempt(async () => {
      // Loaded on the button's press, not with the form: most people sign in with their password.
      const { startSingleSignOn } = await import('./single-sign-on');
      const redirectTo = await startSingleSignOn(await uid, email);
      if (redirectTo !== null) return redirectTo;
      setState('idle');
      setProblem({ kind: 'sso_unavailable' });
      return undefined;
    });

  const signInWithPasskey = () =>
    attempt(
      async () => (await import('./two-factor/passkey-ceremony')).signInWithPasskey(await uid),
      (found) => (found.kind === 'throttled' || found.kind === 'locked' ? found : { kind: 'passkey_failed' }),
    );

  const { errorStatus } = interaction;
  if (errorStatus === 404 || expired) {
    return (
      <Suspense fallback={null}>
        <SignInExpired />
      </Suspense>
    );
  }
  if (step) {
    return (
      <Suspense fallback={null}>
        <WithMessagePart part="sign-in-steps">
          <SecondStep {...step} onExpired={expire} />
        </WithMessagePart>
      </Suspense>
    );
  }
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
      footer={footer}
      onSubmit={(values) => void submit(values)}
      onSingleSignOn={(email) => void singleSignOn(email)}
      onPasskey={passkeysSupported() ? () => void signInWithPasskey() : undefined}
    />
  );
}
