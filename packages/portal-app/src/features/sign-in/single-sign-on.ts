import { samlSignInEndpoints } from '@eventsuite/api-contract';
import { callEndpoint } from '../../api/client';

/**
 * Where single sign-on takes the email (issue 28): its company's identity provider, or null when the
 * email's domain has no active single sign-on. Loaded when the button is pressed.
 */
export async function startSingleSignOn(uid: string, email: string): Promise<string | null> {
  const { data } = await callEndpoint(samlSignInEndpoints.startSamlSignIn, { params: { uid }, body: { email } });
  return data.redirect_to;
}
