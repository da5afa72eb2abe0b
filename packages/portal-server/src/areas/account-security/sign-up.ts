import { endpoints, localesByLanguage, signUpLinkHours } from '@eventsuite/api-contract';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import type { Database } from '../../db/index';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import { messageLanguageOf } from '../../http/validation-messages';
import { apps, portalAppName, roles, userAppRoles } from '../admin-apps';
import { hashPassword, users } from '../identity';
import { hashToken, newToken } from '../profile';
import { normalizeEmail } from '../sign-in';
import { refuseCommonPassword } from './common-passwords';
import { alreadySignedUpMail, signUpConfirmationMail } from './mails';
import { accountSecurityMessage } from './messages';
import { signUps } from './schema';
import { issueSignInTicket } from './sign-in-tickets';
import { countRequest } from './throttling';

const linkMs = signUpLinkHours * 60 * 60 * 1000;

const byEmail = (email: string) => eq(sql`lower(${signUps.email})`, normalizeEmail(email));

async function accountWithEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, givenName: users.givenName, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user;
}

/** The portal's default personal role, which every private account starts with (spec §6). */
async function givePersonalDefaultRole(tx: Database, userId: string): Promise<void> {
  const [role] = await tx
    .select({ id: roles.id, appId: roles.appId })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.internalName, portalAppName), eq(roles.isPersonal, true), eq(roles.isDefault, true)));
  if (role) await tx.insert(userAppRoles).values({ userId, appId: role.appId, companyId: null, roleId: role.id });
}

export async function deleteExpiredSignUps(db: Database): Promise<void> {
  await db.delete(signUps).where(lt(signUps.expiresAt, new Date()));
}

/**
 * Private sign-up (issue 30 §2), open when SIGN_UP says so. No account exists until the mailed link is
 * followed: the sign-up waits in `sign_ups` with its password hash. The answer is the same whether or not
 * the address has an account; its owner gets a notice instead of a link. The password is hashed either
 * way, so the time taken tells nothing either.
 */
export function registerSignUp(app: FastifyInstance, deps: AreaDeps, cookies: { secure: boolean }): void {
  const { db, config } = deps;
  const open = (request: { headers: { 'accept-language'?: string } }) => {
    if (!config.signUp) throw new HttpError(404, accountSecurityMessage(request, 'signUpClosed'));
  };
  const mailContext = (to: string, language: string, firstName: string) => ({
    productName: config.productName,
    publicUrl: config.publicUrl,
    to,
    language,
    firstName,
  });

  registerEndpoint(app, endpoints.signUp, async (request) => {
    open(request);
    const input = request.body;
    await countRequest(db, request, 'sign_up', input.email);
    await refuseCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const language = messageLanguageOf(request.headers['accept-language']);
    const token = newToken();
    await runChange(deps, { userId: null }, async (change) => {
      const existing = await accountWithEmail(change.tx, input.email);
      if (existing) {
        await change.queueMail(alreadySignedUpMail(mailContext(existing.email, existing.language, existing.givenName)));
        return;
      }
      await change.tx.insert(signUps).values({
        email: input.email.trim(),
        givenName: input.first_name,
        familyName: input.last_name,
        passwordHash,
        language,
        tokenHash: hashToken(token),
        termsAcceptedAt: new Date(),
        expiresAt: new Date(Date.now() + linkMs),
      });
      await change.queueMail(
        signUpConfirmationMail(mailContext(input.email.trim(), language, input.first_name), token),
      );
    });
    return { data: { mail_sent: true } as const };
  });

  // A new link for the newest sign-up waiting for the address; its earlier link dies.
  registerEndpoint(app, endpoints.resendSignUpConfirmation, async (request) => {
    open(request);
    const { email } = request.body;
    await countRequest(db, request, 'sign_up', email);
    const token = newToken();
    await runChange(deps, { userId: null }, async (change) => {
      const [waiting] = await change.tx
        .select({ id: signUps.id, email: signUps.email, givenName: signUps.givenName, language: signUps.language })
        .from(signUps)
        .where(and(byEmail(email), gt(signUps.expiresAt, new Date())))
        .orderBy(desc(signUps.createdAt))
        .limit(1)
        .for('update');
      if (!waiting) return;
      await change.tx
        .update(signUps)
        .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + linkMs) })
        .where(eq(signUps.id, waiting.id));
      await change.queueMail(
        signUpConfirmationMail(mailContext(waiting.email, waiting.language, waiting.givenName), token),
      );
    });
    return { data: { mail_sent: true } as const };
  });

  registerEndpoint(app, endpoints.confirmSignUp, async (request, reply) => {
    let cookie: string;
    try {
      cookie = await runChange(deps, { userId: null }, async (change) => {
        const [signUp] = await change.tx
          .delete(signUps)
          .where(and(eq(signUps.tokenHash, hashToken(request.params.token)), gt(signUps.expiresAt, new Date())))
          .returning();
        if (!signUp) throw new HttpError(404, notFoundMessage);
        if (await accountWithEmail(change.tx, signUp.email)) {
          throw new HttpError(409, accountSecurityMessage(request, 'emailTaken'));
        }
        const [user] = await change.tx
          .insert(users)
          .values({
            email: signUp.email,
            passwordHash: signUp.passwordHash,
            givenName: signUp.givenName,
            familyName: signUp.familyName,
            accountType: 'personal',
            language: signUp.language,
            locale: localesByLanguage[signUp.language][0],
          })
          .returning({ id: users.id });
        await givePersonalDefaultRole(change.tx, user!.id);
        // The other sign-ups waiting for the address are void now.
        await change.tx.delete(signUps).where(byEmail(signUp.email));
        return issueSignInTicket(change.tx, user!.id, cookies);
      });
    } catch (error) {
      // Another account took the address at the same moment (unique index on lower(email)).
      if (hasSqlState(error, sqlState.uniqueViolation)) {
        throw new HttpError(409, accountSecurityMessage(request, 'emailTaken'));
      }
      throw error;
    }
    reply.header('set-cookie', cookie).header('cache-control', 'no-store');
    return { data: { signed_in: true } as const };
  });
}
