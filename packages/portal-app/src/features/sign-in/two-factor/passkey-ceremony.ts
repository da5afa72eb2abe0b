import { twoFactorEndpoints } from '@eventsuite/api-contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { callEndpoint } from '../../../api/client';

/**
 * Signs the interaction's challenge with a passkey: after the password, one of the person's; before it,
 * any this portal's passkeys the authenticator keeps (passwordless). Answers where the browser continues.
 */
export async function signInWithPasskey(uid: string): Promise<string> {
  const { data } = await callEndpoint(twoFactorEndpoints.startPasskeySignIn, { params: { uid } });
  const response = await startAuthentication({ optionsJSON: data.options as never });
  const result = await callEndpoint(twoFactorEndpoints.submitPasskeySignIn, {
    params: { uid },
    body: { response: response as unknown as Record<string, unknown> },
  });
  if (!result.data.redirect_to) throw new Error('The provider answered without an address');
  return result.data.redirect_to;
}
