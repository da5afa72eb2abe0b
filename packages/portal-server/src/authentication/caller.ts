import type { FastifyRequest } from 'fastify';

/**
 * A signed-in user as the server sees them on each request: read fresh by one query (ADR 0010), so a
 * lock, a role change or a company switch takes effect at once.
 */
export interface SessionUser {
  id: string;
  accountType: 'business' | 'personal';
  locked: boolean;
  /** The current company, when the user acts in one. */
  companyId: string | null;
  isOwner: boolean;
  /** Portal permissions without the `eventsuite.` prefix. */
  permissions: ReadonlySet<string>;
}

/**
 * The caller of an authenticated endpoint (ADR 0005, 0010). The access checks need the session user;
 * the identity area, which loads it, adds the rows it read (`loaded`, see areas/identity/authenticate.ts).
 */
export interface Identity {
  user: SessionUser;
  /** The provider session the access token was issued in (its `sid`), when the token names one. */
  sessionId?: string;
}

/** Finds the caller of a request from its bearer token, or throws the HTTP error to answer with. */
export type Authenticator = (request: FastifyRequest) => Promise<Identity>;

export const authenticationRequiredMessage = 'Authentication required.';
