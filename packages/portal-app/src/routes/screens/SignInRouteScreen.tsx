import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { SignInScreen } from '../../features/sign-in/SignInScreen';

/**
 * The sign-in step inside the app, for a sign-in the app started itself (e.g. an invitation's): the
 * server serves the sign-in page (sign-in.html) when the browser opens /sign-in/… instead.
 */
export default function SignInRouteScreen() {
  const { productName } = useAtomValue(runtimeConfigAtom);
  return <SignInScreen uid={useParams().uid ?? ''} productName={productName} />;
}
