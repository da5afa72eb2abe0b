import { authenticationRequiredMessage, type Authenticator } from '../../authentication/caller';
import { isUuid } from '../../db/ids';
import { HttpError } from '../../http/errors';
import {
  AccessTokenKeysUnavailableError,
  InvalidAccessTokenError,
  type AccessTokenSubject,
  type AccessTokenVerifier,
} from '../../authentication/access-token';
import { toSessionUser, type LoadedUser } from './session-user';
import type { SessionUsers } from './session-users';

declare module '../../authentication/caller' {
  /** The caller as the database has them at this request: the rows their session user was made from. */
  interface Identity {
    loaded: LoadedUser;
  }
}

// RFC 6750: a request without credentials gets the bare challenge; a token that cannot be used names
// the error, so clients know to get a new one.
const challenge = { 'www-authenticate': 'Bearer' };
const invalidTokenChallenge = { 'www-authenticate': 'Bearer error="invalid_token"' };

const invalidToken = (message: string) => new HttpError(401, message, invalidTokenChallenge);

// token68 of RFC 7235: what a bearer token may consist of.
const bearerPattern = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** The user a token names, with their company and permissions (ADR 0010). */
async function loadSubject(
  sessionUsers: SessionUsers,
  { kind, subject }: AccessTokenSubject,
): Promise<LoadedUser | undefined> {
  if (kind === 'external-subject') return sessionUsers.load({ externalSubject: subject });
  return isUuid(subject) ? sessionUsers.load({ userId: subject }) : undefined;
}

/** Whether the person ended the session a token was issued in (account-security, handed in by app.ts). */
export type SessionEndedCheck = (userId: string, sessionId: string) => Promise<boolean>;

export function createAuthenticator(
  sessionUsers: SessionUsers,
  accessTokens: AccessTokenVerifier,
  sessionEnded?: SessionEndedCheck,
): Authenticator {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, authenticationRequiredMessage, challenge);
    const token = bearerPattern.exec(header)?.[1];
    if (!token) throw new HttpError(401, authenticationRequiredMessage, challenge);

    let subject: AccessTokenSubject;
    try {
      subject = await accessTokens.verify(token);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) {
        request.log.info({ reason: error.message }, 'Access token refused');
        throw invalidToken('The access token is invalid or has expired.');
      }
      if (error instanceof AccessTokenKeysUnavailableError) {
        request.log.error({ err: error }, 'Cannot check access tokens: the signing keys are not available');
        throw new HttpError(503, 'Sign-in cannot be checked right now. Try again in a moment.');
      }
      throw error;
    }

    const loaded = await loadSubject(sessionUsers, subject);
    // A locked user's tokens stop working at once, not when they expire.
    if (!loaded || loaded.user.lockedAt !== null) throw invalidToken('The account is not available.');
    const { sessionId } = subject;
    if (sessionId === undefined) return { user: toSessionUser(loaded), loaded };
    // An ended session's tokens stop working at once too, not when they expire (issue 30 §3).
    if (sessionEnded && (await sessionEnded(loaded.user.id, sessionId))) throw invalidToken('The session has ended.');
    return { user: toSessionUser(loaded), loaded, sessionId };
  };
}
