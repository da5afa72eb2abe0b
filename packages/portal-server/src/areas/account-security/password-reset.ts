import { endpoints, passwordResetLinkHours } from '@eventsuite/api-contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { messageLanguageOf } from '../../http/validation-messages';
import { deleteModelsOfAccount } from '../../identity-provider/adapter';
import { hashPassword, users } from '../identity';
import { hashToken, newToken } from '../profile';
import { normalizeEmail } from '../sign-in';
import { refuseCommonPassword } from './common-passwords';
import { noAccountMail, noPasswordHereMail, passwordResetMail } from './mails';
import { passwordResets } from './schema';
import { endSessions } from './sessions';
import { issueSignInTicket } from './sign-in-tickets';
import { countRequest } from './throttling';

const linkMs = passwordResetLinkHours * 60 * 60 * 1000;

/**
 * Why someone has no password here to reset, or undefined when they have one. People from an external
 * provider sign in there. Hook for company SSO (issue 28): a member of a company that requires SSO
 * without passwords gets its own reason here, and the mail tells them to sign in through it.
 */
function passwordlessReason(user: { passwordHash: string | null; externalSubject: string | null }) {
  if (user.passwordHash === null || user.externalSubject !== null) return 'external_provider' as const;
  return undefined;
}

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      givenName: users.givenName,
      language: users.language,
      passwordHash: users.passwordHash,
      externalSubject: users.externalSubject,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user;
}

/** A live reset link's row, or undefined for a used, replaced, expired or unknown one. */
async function liveReset(db: Database, token: string) {
  const [reset] = await db
    .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, new Date())));
  return reset;
}

export async function deleteExpiredResets(db: Database): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
}

/**
 * "Forgot password?" (issue 30 §1). The request answers the same for every address, and takes the same
 * work either way: one mail to the outbox, sent after the commit (a link, a note that the account signs in
 * elsewhere, or a note that no account has the address), so neither the answer nor its time tells whether
 * an account exists. A new request replaces the link waiting before; the link works once, for an hour.
 */
export function registerPasswordReset(app: FastifyInstance, deps: AreaDeps, cookies: { secure: boolean }): void {
  const { db, config } = deps;

  registerEndpoint(app, endpoints.requestPasswordReset, async (request) => {
    const { email } = request.body;
    await countRequest(db, request, 'password_reset', email);
    const user = await findUserByEmail(db, email);
    const token = newToken();
    const context = {
      productName: config.productName,
      publicUrl: config.publicUrl,
      to: user?.email ?? email,
      language: user?.language ?? messageLanguageOf(request.headers['accept-language']),
      firstName: user?.givenName ?? '',
    };
    await runChange(deps, { userId: null }, async (change) => {
      if (!user) return change.queueMail(noAccountMail(context));
      if (passwordlessReason(user)) return change.queueMail(noPasswordHereMail(context));
      const values = { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + linkMs) };
      await change.tx
        .insert(passwordResets)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: passwordResets.userId, set: values });
      await change.queueMail(passwordResetMail(context, token));
    });
    return { data: { mail_sent: true } as const };
  });

  // Reading the link changes nothing: a mail scanner following it does not use it up.
  registerEndpoint(app, endpoints.getPasswordReset, async (request, reply) => {
    const reset = await liveReset(db, request.params.token);
    if (!reset) throw new HttpError(404, notFoundMessage);
    reply.header('cache-control', 'no-store');
    return { data: { expires_at: reset.expiresAt.toISOString() } };
  });

  registerEndpoint(app, endpoints.resetPassword, async (request, reply) => {
    const { token } = request.params;
    // A cheap look first: a dead link costs no password hashing.
    const live = await liveReset(db, token);
    if (!live) throw new HttpError(404, notFoundMessage);
    await refuseCommonPassword(request.body.password);
    const passwordHash = await hashPassword(request.body.password);
    // The person acts: the link proves they read their mail.
    const cookie = await runChange(deps, { userId: live.userId }, async (change) => {
      const [reset] = await change.tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      // Used by a request at the same moment.
      if (!reset) throw new HttpError(404, notFoundMessage);
      await change.tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
      // Whoever knew the old password is out: every session and refresh token ends, and the API refuses
      // the access tokens of those sessions at once.
      const ended = await endSessions(change.tx, reset.userId, 'all');
      await deleteModelsOfAccount(change.tx, reset.userId);
      await change.log({
        type: 'password_reset',
        object: { type: 'user', id: reset.userId },
        details: { sessions_ended: ended },
      });
      return issueSignInTicket(change.tx, reset.userId, cookies);
    });
    reply.header('set-cookie', cookie).header('cache-control', 'no-store');
    return { data: { signed_in: true } as const };
  });
}
