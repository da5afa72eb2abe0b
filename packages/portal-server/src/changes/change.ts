import type { AreaDeps } from '../area';
import type { Database } from '../db/index';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import type { ActivityEventType, ActivityObjectType } from './activity-events';
import { activityLog } from './schema';

/** Who makes a change: the signed-in user, or nobody known (a mailed link, a background job). */
export interface Actor {
  userId: string | null;
}

export const unknownActor: Actor = { userId: null };

export interface ActivityEvent {
  type: ActivityEventType;
  object: { type: ActivityObjectType; id: string };
  /** The company whose log shows the event; none for events about a person only. */
  companyId?: string | null;
  details?: Record<string, unknown>;
  /**
   * Who made it, when the change learns that only on its way: a person whose account the change itself
   * creates (an invitee accepting) is the actor of their own join. The change's actor otherwise.
   */
  actorUserId?: string;
}

/** The change in progress, handed to the work of runChange. */
export interface Change {
  /** The transaction every write of the change goes through. */
  readonly tx: Database;
  /** Writes an activity-log event (or several, in one statement) in the change's transaction. */
  log(event: ActivityEvent | readonly ActivityEvent[]): Promise<void>;
  /** Writes a mail (or several, in one statement) to the outbox in the change's transaction; sent after the commit. */
  queueMail(mail: OutgoingMail | readonly OutgoingMail[]): Promise<void>;
  /** Runs after the commit, never after a rollback (removing a replaced file, say). */
  afterCommit(callback: () => Promise<void> | void): void;
}

/**
 * Runs one change of the portal: the work and its activity-log events and mails in one transaction,
 * then (only once it has committed) the after-commit callbacks and the mail delivery. An error from
 * the work rolls everything back and is rethrown; nothing queued for after the commit runs. A failing
 * after-commit callback is logged: the change has happened, so its caller still gets its answer.
 */
export async function runChange<T>(
  deps: Pick<AreaDeps, 'db' | 'mail' | 'log'>,
  actor: Actor,
  work: (change: Change) => Promise<T>,
): Promise<T> {
  const afterCommit: (() => Promise<void> | void)[] = [];
  let queuedMails = 0;
  const result = await deps.db.transaction(async (tx) =>
    work({
      tx,
      async log(event) {
        const events: readonly ActivityEvent[] = 'type' in event ? [event] : event;
        if (events.length === 0) return;
        await tx.insert(activityLog).values(
          events.map((e) => ({
            actorUserId: e.actorUserId ?? actor.userId,
            companyId: e.companyId ?? null,
            eventType: e.type,
            objectType: e.object.type,
            objectId: e.object.id,
            details: e.details ?? {},
          })),
        );
      },
      async queueMail(mail) {
        await enqueueMail(tx, mail);
        queuedMails += 'to' in mail ? 1 : mail.length;
      },
      afterCommit(callback) {
        afterCommit.push(callback);
      },
    }),
  );
  if (queuedMails > 0) deps.mail.mailsQueued();
  for (const callback of afterCommit) {
    try {
      await callback();
    } catch (error) {
      deps.log.error({ err: error }, 'A committed change: an after-commit step failed');
    }
  }
  return result;
}
