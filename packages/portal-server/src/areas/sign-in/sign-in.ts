import { endpoints, type SignInRefusal, type SignInResult } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../../db/index';
import { users, verifyAgainstNothing, verifyPassword } from '../identity';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { findClientByClientId } from '../admin-apps';
import { appAccessPromptName } from '../../identity-provider/app-clients';
import { loadDeviceCookieKey } from '../../identity-provider/secrets';
import { passwordSignInAllowed } from '../company-saml';
import { deviceCookies } from './device-cookie';
import { assessAttempt, forgiveFailures, normalizeEmail, recordFailure } from './throttle';

/**
 * One-time tickets that sign a browser in right after it set a new password or confirmed its sign-up
 * (account-security hands them in through app.ts).
 */
export interface SignInTickets {
  /** Uses up the ticket of the request's cookies: the account it signs in, or undefined. */
  redeem(cookieHeader: string | undefined): Promise<string | undefined>;
  /** The Set-Cookie value that removes the ticket cookie. */
  cleared: string;
}

/** Told of a right password from a browser without the account's device cookie (account-security). */
export type NewBrowserNotice = (userId: string, browser: { userAgent: string; address: string }) => Promise<void>;

class SignInRefused extends HttpError {
  constructor(statusCode: 401 | 403 | 423 | 429, reason: SignInRefusal) {
    super(statusCode, reason);
  }
}

/**
 * After a right password: the second step the sign-in still needs (ADR 0033), or undefined when the
 * password is enough. app.ts hands in the account-security area's.
 */
export type SecondStep = (interactionUid: string, userId: string) => Promise<SignInResult | undefined>;

/**
 * The login interaction of the embedded provider, answered for the portal's sign-in screen:
 * the provider sends the browser to /oidc/interaction/:uid (which sets the interaction cookie for that
 * path), that route forwards to the screen, and the screen calls the two endpoints below, which are
 * under the same path and so receive the cookie.
 */
export async function registerSignIn(
  app: FastifyInstance,
  provider: Provider,
  db: Database,
  pages: { signInScreenUrl: string; appNotInstalledUrl: string },
  deviceCookieOptions: { secure: boolean },
  secondStep: SecondStep,
  tickets?: SignInTickets,
  newBrowser?: NewBrowserNotice,
): Promise<void> {
  const devices = deviceCookies(await loadDeviceCookieKey(db), deviceCookieOptions);

  /** The pending login interaction bound to this browser, or 404 when it is unknown, expired or another one. */
  async function pendingLogin(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = request.params as { uid: string };
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== uid || interaction.prompt.name !== 'login') {
      throw new HttpError(404, notFoundMessage);
    }
    return interaction;
  }

  app.get<{ Params: { uid: string } }>('/oidc/interaction/:uid', async (request, reply) => {
    const { uid } = request.params;
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    // A request with prompt=consent still asks for consent once signed in. The portal is first-party and
    // its grant already holds what it asked for (loadExistingGrant), so the answer is given here.
    if (interaction?.uid === uid && interaction.prompt.name === 'consent' && interaction.grantId) {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        consent: { grantId: interaction.grantId },
      });
      return reply.redirect(returnTo, 303);
    }
    // Signed in, but the app is not installed for the account: no code for the app; the portal says why
    // and offers what can be done (ADR 0018). The interaction simply expires.
    if (interaction?.uid === uid && interaction.prompt.name === appAccessPromptName) {
      const clientId = interaction.params.client_id;
      const client = typeof clientId === 'string' ? await findClientByClientId(db, clientId) : undefined;
      const page = new URL(pages.appNotInstalledUrl);
      if (client) page.searchParams.set('app', client.internalName);
      return reply.redirect(page.href, 303);
    }
    // A ticket signs the browser in without the password it has just set (issue 30).
    if (interaction?.uid === uid && interaction.prompt.name === 'login' && tickets) {
      const accountId = await tickets.redeem(request.headers.cookie);
      if (accountId) {
        reply.header('set-cookie', [tickets.cleared, await devices.issue(accountId)]);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId } });
        return reply.redirect(returnTo, 303);
      }
    }
    return reply.redirect(`${pages.signInScreenUrl}/${encodeURIComponent(uid)}`, 303);
  });

  registerEndpoint(app, endpoints.getSignInInteraction, async (request, reply) => {
    const interaction = await pendingLogin(request as FastifyRequest, reply);
    reply.header('cache-control', 'no-store');
    const loginHint = interaction.params.login_hint;
    return { data: { uid: interaction.uid, login_hint: typeof loginHint === 'string' ? loginHint : null } };
  });

  registerEndpoint(app, endpoints.submitSignIn, async (request, reply) => {
    const interaction = await pendingLogin(request as FastifyRequest, reply);
    const { email, password } = request.body;
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, lockedAt: users.lockedAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
    // Only a genuine cookie of this very account makes the browser trusted (ADR 0023).
    const device = await devices.trustedDevice(request.headers.cookie, user?.id);
    const attempt = { purpose: 'sign_in', email, address: request.ip, device } as const;

    const assessment = await assessAttempt(db, attempt);
    if (assessment.retryAfterSeconds > 0) {
      reply.header('retry-after', String(assessment.retryAfterSeconds));
      throw new SignInRefused(429, 'throttled');
    }

    // An unknown email costs as much time as a wrong password, so timing does not reveal accounts.
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNothing(password);
    if (!user || !valid) {
      await recordFailure(db, assessment);
      throw new SignInRefused(401, 'invalid_credentials');
    }
    if (user.lockedAt !== null) throw new SignInRefused(423, 'locked');
    if (!(await passwordSignInAllowed(db, user.id))) throw new SignInRefused(403, 'sso_required');

    await forgiveFailures(db, attempt);
    if (device === undefined && newBrowser) {
      await newBrowser(user.id, { userAgent: request.headers['user-agent'] ?? '', address: request.ip });
    }
    reply.header('set-cookie', await devices.issue(user.id));
    reply.header('cache-control', 'no-store');
    const next = await secondStep(interaction.uid, user.id);
    if (next) return { data: next };
    // The screen navigates itself, so the provider hands back the address instead of redirecting.
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: user.id } });
    return { data: { redirect_to: redirectTo } };
  });
}
