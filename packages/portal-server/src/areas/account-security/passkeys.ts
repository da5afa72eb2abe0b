import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config';

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn). The relying party is the portal: its host name, and the
 * origins its pages are served from (the public URL and, in development, the Vite dev server's).
 */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function relyingPartyOf(config: Pick<Config, 'publicUrl' | 'devAppOrigin' | 'productName'>): RelyingParty {
  const publicUrl = new URL(config.publicUrl);
  const origins = [publicUrl.origin, ...(config.devAppOrigin ? [new URL(config.devAppOrigin).origin] : [])];
  return { id: publicUrl.hostname, name: config.productName, origins };
}

/** A stored credential, as verification needs it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export function registrationOptions(
  rp: RelyingParty,
  person: { id: string; email: string; name: string },
  existing: StoredCredential[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new Uint8Array(Buffer.from(person.id.replaceAll('-', ''), 'hex')),
    attestationType: 'none',
    // The same authenticator twice makes no second factor.
    excludeCredentials: existing.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports,
    })),
    // Kept on the authenticator where it can, so that it can also sign in without the password.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential when the browser's response answers `challenge` for this portal; else undefined. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: Record<string, unknown>,
  challenge: string,
): Promise<StoredCredential | undefined> {
  const verification = await verifyRegistrationResponse({
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { credential } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * Options to sign in with a passkey: one of `allowed` as a second factor, or any passkey the
 * authenticator keeps for this portal (passwordless), which must then verify its user (PIN, biometrics).
 */
export function authenticationOptions(rp: RelyingParty, allowed: StoredCredential[] | 'discoverable') {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: allowed === 'discoverable' ? 'required' : 'preferred',
    allowCredentials:
      allowed === 'discoverable'
        ? undefined
        : allowed.map((credential) => ({ id: credential.credentialId, transports: credential.transports })),
  });
}

/** The credential's new signature counter when the response is genuine; else undefined. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: Record<string, unknown>,
  challenge: string,
  credential: StoredCredential,
  requireUserVerification: boolean,
): Promise<number | undefined> {
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: credential.credentialId,
      publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
      counter: credential.counter,
      transports: credential.transports as never,
    },
    requireUserVerification,
  }).catch(() => undefined);
  return verification?.verified ? verification.authenticationInfo.newCounter : undefined;
}
