import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/index';
import { mailOutbox } from './schema';

/** A mail as the portal writes it: to one recipient, with a plain text and an HTML version. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Writes a mail, or several in one statement, to the outbox. Pass the transaction of the change that causes
 * it, so the mail exists exactly when the change does; delivery happens later (see dispatcher.ts).
 */
export async function enqueueMail(db: Database, mail: OutgoingMail | readonly OutgoingMail[]): Promise<void> {
  const mails: readonly OutgoingMail[] = 'to' in mail ? [mail] : mail;
  if (mails.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(mails.map((m) => ({ recipient: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html })));
}

/** The newest mails first, for the local mailbox page. */
export function latestMails(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}

export async function findMail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
