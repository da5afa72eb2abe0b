/**
 * The provider's authorization endpoint, from its discovery document, as oidc-client-ts reads it: for
 * the boot step, which starts a visitor's sign-in without the library (boot/authorization-request.ts).
 */
export async function authorizationEndpointOf(authority: string): Promise<string> {
  const response = await fetch(`${authority.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The provider's discovery answered ${response.status}`);
  const { authorization_endpoint: endpoint } = (await response.json()) as { authorization_endpoint?: unknown };
  if (typeof endpoint !== 'string') throw new Error('The discovery document names no authorization endpoint');
  return endpoint;
}
