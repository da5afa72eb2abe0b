import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { SignInScreen } from '../../features/sign-in/SignInScreen';

/**
 * The sign-in step inside the app, for a sign-in the app started itself (e.g. an invitation's): the
 * server serves the sign-in page (sign-in.html) when the browser opens /sign-in/… instead.
 */
export default function SignInRouteScreen() {
  const { productName } = useAtomValue(runtimeConfigAtom);
  const uid = useParams().uid ?? '';
  const knownUid = useMemo(() => Promise.resolve(uid), [uid]);
  return <SignInScreen uid={knownUid} productName={productName} />;
}
