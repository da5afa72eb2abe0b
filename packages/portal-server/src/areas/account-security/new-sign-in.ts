import { eq } from 'drizzle-orm';
import type { AreaDeps } from '../../area';
import { runChange } from '../../changes/change';
import { users } from '../identity';
import { notifications } from '../notifications';
import { newSignInMail } from './mails';
import { accountSessions } from './schema';
import { describeUserAgent, storedUserAgent } from './sessions';

/** Where the person sees and ends their sessions (the app's route `sessions`). */
const sessionsPagePath = '/settings/sessions';

export interface NewBrowser {
  userAgent: string;
  address: string;
}

/**
 * A sign-in from a browser never seen before tells the person in the bell and by mail (issue 30 §3). A
 * browser is seen when it holds the account's device cookie (ADR 0023), or when a session of the account
 * came from the same browser (user agent) at the same address: a private window or cleared cookies are
 * no news. An account's very first sign-in tells nothing: there is no other browser to be surprised by.
 */
export function noticeNewBrowser(deps: Pick<AreaDeps, 'db' | 'mail' | 'log' | 'config'>) {
  const { db, config } = deps;
  return async (userId: string, browser: NewBrowser): Promise<void> => {
    const sessions = await db
      .select({ userAgent: accountSessions.userAgent, address: accountSessions.address })
      .from(accountSessions)
      .where(eq(accountSessions.userId, userId));
    if (sessions.length === 0) return;
    const userAgent = storedUserAgent(browser.userAgent);
    if (sessions.some((seen) => seen.userAgent === userAgent && seen.address === browser.address)) return;
    const [user] = await db
      .select({ email: users.email, givenName: users.givenName, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const { browser: name, system } = describeUserAgent(browser.userAgent);
    const described = [name, system].filter(Boolean).join(', ') || '?';
    await runChange(deps, { userId }, async (change) => {
      await change.tx
        .insert(notifications)
        .values({ userId, type: 'new_sign_in', params: { browser: described, address: browser.address } });
      await change.queueMail(
        newSignInMail(
          {
            productName: config.productName,
            publicUrl: config.publicUrl,
            to: user.email,
            language: user.language,
            firstName: user.givenName,
          },
          { name: described, address: browser.address },
          `${config.publicUrl}${sessionsPagePath}`,
        ),
      );
    });
  };
}
