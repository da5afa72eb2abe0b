import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadMessagePart, WithMessagePart } from '../../i18n/WithMessagePart';
import { routePaths } from '../../route-table/route-paths';
import { SignInScreen } from '../../features/sign-in/SignInScreen';
import { SignInLinks } from '../../features/account-security/SignInLinks';
import { goToPortal } from '../../features/account-security/go-to-portal';

// The steps beside the sign-in form load when they are chosen or their link is opened, in one chunk: the
// sign-in page's first screen stays the form (ADR 0020).
const loadAccountSecurityStep = () => import('../../features/account-security/AccountSecurityStep');
const AccountSecurityStep = lazy(loadAccountSecurityStep);

/** The page of a mailed link (`/sign-in/password-reset/:token`) with its token, if `pathname` is one. */
function mailedLink(pathname: string) {
  for (const step of ['password-reset', 'sign-up-confirm'] as const) {
    const prefix = routePaths[step].replace(/:token$/, '');
    if (pathname.startsWith(prefix)) {
      return { step, token: decodeURIComponent(pathname.slice(prefix.length).replace(/\/$/, '')) };
    }
  }
}

export interface SignInStepsProps {
  /** The sign-in step's interaction id; pending while the boot step still asks the provider for it. */
  uid: Promise<string>;
  productName: string;
  /** Whether "Create an account" is offered (SIGN_UP). */
  signUpOpen: boolean;
  /** Opens the terms and conditions (a static page). */
  onOpenTerms: () => void;
  /** The path the browser shows: the sign-in step or a mailed link's page. */
  pathname: string;
}

/**
 * The sign-in page's steps (issue 30): the sign-in form with "Forgot password?" and "Create an
 * account", those two forms in its place, and the pages of their mailed links. Composed here, above
 * the two features it is made of.
 */
export function SignInSteps({ uid, productName, signUpOpen, onOpenTerms, pathname }: SignInStepsProps) {
  const intl = useIntl();
  // The step chosen beside the form; null: the form.
  const [chosen, setChosen] = useState<'forgot-password' | 'sign-up' | null>(null);
  // A chosen step opens once its chunk and texts are here: the form stays until then instead of an empty
  // card. (A failed load still opens it, and the page's error boundary says so.)
  const open = (next: 'forgot-password' | 'sign-up') => {
    void Promise.all([loadAccountSecurityStep(), loadMessagePart(intl.locale, 'sign-in-steps')])
      .catch(() => undefined)
      .then(() => setChosen(next));
  };
  const mailed = mailedLink(pathname);
  const step = mailed ?? (chosen && { step: chosen });

  if (!step) {
    return (
      <SignInScreen
        uid={uid}
        productName={productName}
        footer={
          <SignInLinks
            signUpOpen={signUpOpen}
            onForgotPassword={() => open('forgot-password')}
            onSignUp={() => open('sign-up')}
          />
        }
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <WithMessagePart part="sign-in-steps">
        <AccountSecurityStep
          {...step}
          // A mailed link's page leads on into the portal; a chosen step back to the form.
          onBack={mailed ? goToPortal : () => setChosen(null)}
          onOpenTerms={onOpenTerms}
        />
      </WithMessagePart>
    </Suspense>
  );
}
