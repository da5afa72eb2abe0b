import { and, asc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { isConnectionLost } from '../db/errors';
import type { Database, DatabaseConnection } from '../db/index';
import { mailOutbox } from './schema';
import type { OutboxRow } from './outbox';

/** Sends one mail; nodemailer's SMTP transport in the server, anything with the same shape in tests. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close(): void;
}

/** An SMTP client for `smtp://user:password@host:port` or `smtps://…`, with timeouts so no send hangs. */
export function smtpTransport(smtpUrl: string): MailTransport {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export interface MailDispatcherOptions {
  database: DatabaseConnection;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at when nothing wakes the dispatcher. */
  pollIntervalMs?: number;
  /** A mail that failed this often is left in the outbox (with its last error) and not tried again. */
  maxAttempts?: number;
}

export interface MailDispatcher {
  /** Starts the background loop. */
  start(): void;
  /** Delivers soon: call after a transaction that wrote mails has committed. */
  wake(): void;
  /** One pass over the outbox: tries every due mail once. */
  deliverPending(): Promise<{ sent: number; failed: number }>;
  /** Stops the loop, waits for a pass in progress and closes the transport. */
  stop(): Promise<void>;
}

/** How often a mail is tried before it is left as failed (System Settings can give it its tries back). */
export const defaultMailAttempts = 10;

const maxBackoffMs = 5 * 60 * 1000;
const maxErrorLength = 1000;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength) || 'unknown error';

/**
 * Delivers the outbox over SMTP. Each mail is claimed with `for update skip locked` in a transaction
 * that lasts until its result is written, so several server instances on one PostgreSQL never send
 * the same mail twice. PGlite serves a single process, and a transaction there would hold up every
 * other query while the SMTP server answers, so on PGlite the row is read without one.
 * After a pass with failures the loop waits longer (doubling, at most five minutes), which spares an
 * SMTP server that is down; a successful pass returns to the normal interval.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { database, transport, from, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? defaultMailAttempts;

  const claim = <T>(work: (db: Database) => Promise<T>): Promise<T> =>
    database.kind === 'postgres' ? database.db.transaction((tx) => work(tx)) : work(database.db);

  async function nextDue(db: Database, tried: string[]): Promise<OutboxRow | undefined> {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, maxAttempts),
          tried.length > 0 ? notInArray(mailOutbox.id, tried) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  /** Sends the oldest due mail not tried in this pass; undefined when there is none. */
  const deliverNext = (tried: string[]) =>
    claim(async (db) => {
      const mail = await nextDue(db, tried);
      if (!mail) return undefined;
      tried.push(mail.id);
      try {
        await transport.sendMail({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: errorText(error) })
          .where(eq(mailOutbox.id, mail.id));
        log.warn({ mail: mail.id, attempt: mail.attempts + 1, err: error }, 'Could not send a mail');
        return 'failed' as const;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      return 'sent' as const;
    });

  /** Goes through the due mails while `goOn` allows, so that stopping does not wait for a long outbox. */
  async function deliverWhile(goOn: () => boolean) {
    const tried: string[] = [];
    const counts = { sent: 0, failed: 0 };
    while (goOn()) {
      const result = await deliverNext(tried);
      if (!result) break;
      counts[result] += 1;
    }
    return counts;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let failedPasses = 0;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = deliverWhile(() => !stopped)
      .then(({ failed }) => {
        failedPasses = failed > 0 ? failedPasses + 1 : 0;
      })
      .catch((error: unknown) => {
        // The database out of reach: the next pass comes at the usual interval, not after a growing wait
        // meant for the SMTP server, so the mails go out soon after the database is back.
        if (isConnectionLost(error)) {
          log.warn({ err: error }, 'Could not read the mail outbox: the database is out of reach');
          return;
        }
        failedPasses += 1;
        log.error({ err: error }, 'Could not read the mail outbox');
      })
      .finally(() => {
        running = undefined;
        const backoff = Math.min(pollIntervalMs * 2 ** Math.min(failedPasses, 16), maxBackoffMs);
        schedule(wokenWhileRunning ? 0 : failedPasses > 0 ? backoff : pollIntervalMs);
        wokenWhileRunning = false;
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    deliverPending: () => deliverWhile(() => true),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
