import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { SignInSteps } from './SignInSteps';

const StaticPageModal = lazy(() => import('../../features/static-pages/StaticPageModal'));

/**
 * The sign-in step inside the app, for a sign-in the app started itself (e.g. an invitation's), and the
 * pages of the sign-in page's mailed links: the server serves the sign-in page (sign-in.html) when the
 * browser opens /sign-in/… instead.
 */
export default function SignInRouteScreen() {
  const { productName, signUp } = useAtomValue(runtimeConfigAtom);
  const uid = useParams().uid ?? '';
  const { pathname } = useLocation();
  const knownUid = useMemo(() => Promise.resolve(uid), [uid]);
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <>
      <SignInSteps
        uid={knownUid}
        productName={productName}
        signUpOpen={signUp}
        onOpenTerms={() => setTermsOpen(true)}
        pathname={pathname}
      />
      {termsOpen ? (
        <Suspense>
          <StaticPageModal type="terms" onClose={() => setTermsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
