import { and, eq, gt, lt } from 'drizzle-orm';
import { parse, serialize } from 'cookie';
import type { Database } from '../../db/index';
import { hashToken, newToken } from '../profile';
import { signInTickets } from './schema';

/**
 * Signing a browser in right after it set a new password or confirmed its sign-up (issue 30): the answer
 * sets a cookie holding a one-time ticket, sent only to the provider's interaction path. The portal then
 * starts its usual sign-in; the provider's login step (areas/sign-in) finds the ticket, uses it up and
 * signs the account in without asking for the password just typed. Only its hash is stored.
 */
export const signInTicketCookieName = 'eventsuite_sign_in_ticket';
const ticketPath = '/oidc/interaction';
const ticketMinutes = 10;

/** Makes a ticket for `userId` in the change's transaction; answers its Set-Cookie value. */
export async function issueSignInTicket(tx: Database, userId: string, { secure }: { secure: boolean }) {
  const token = newToken();
  await tx.insert(signInTickets).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ticketMinutes * 60 * 1000),
  });
  return serialize(signInTicketCookieName, token, {
    path: ticketPath,
    maxAge: ticketMinutes * 60,
    httpOnly: true,
    secure,
    sameSite: 'lax',
  });
}

/** The Set-Cookie value that removes the ticket cookie again. */
export const clearedSignInTicket = ({ secure }: { secure: boolean }) =>
  serialize(signInTicketCookieName, '', { path: ticketPath, maxAge: 0, httpOnly: true, secure, sameSite: 'lax' });

/** Uses up the request's ticket: the account it signs in, or undefined (none, used, expired, unknown). */
export async function redeemSignInTicket(db: Database, cookieHeader: string | undefined): Promise<string | undefined> {
  const token = cookieHeader ? parse(cookieHeader)[signInTicketCookieName] : undefined;
  if (!token || !/^[A-Za-z0-9_-]{32,128}$/.test(token)) return undefined;
  const [ticket] = await db
    .delete(signInTickets)
    .where(and(eq(signInTickets.tokenHash, hashToken(token)), gt(signInTickets.expiresAt, new Date())))
    .returning({ userId: signInTickets.userId });
  return ticket?.userId;
}

export async function deleteExpiredTickets(db: Database): Promise<void> {
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, new Date()));
}
