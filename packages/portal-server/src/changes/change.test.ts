import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { mailOutbox } from '../mail/schema';
import { backends, type TestDatabase } from '../db/test-databases';
import { runChange } from './change';
import { activityLog } from './schema';

const mail = { to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe.each(backends)('runChange on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let actorId: string;
  const mailsQueued = vi.fn();
  const loggedErrors = vi.fn();
  const deps = () => ({
    db: database.db,
    mail: { mailsQueued },
    log: { error: loggedErrors } as unknown as FastifyBaseLogger,
  });
  /** What another connection sees: only what has been committed. */
  const committed = async () => ({
    events: await database.db.select().from(activityLog),
    mails: await database.db.select().from(mailOutbox),
  });

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    // The users table is the identity area's; infrastructure reaches it in SQL only.
    const [user] = await database.withSession((session) =>
      session.query<{ id: string }>(
        "insert into users (email, account_type) values ('actor@example.com', 'personal') returning id",
      ),
    );
    actorId = user!.id;
  });
  afterAll(() => testDb?.dispose());
  beforeEach(async () => {
    await database.db.delete(activityLog);
    await database.db.delete(mailOutbox);
    mailsQueued.mockReset();
    loggedErrors.mockReset();
  });

  it('writes the events and mails with the change, then runs the after-commit steps and wakes delivery', async () => {
    const seenAfterCommit: Awaited<ReturnType<typeof committed>>[] = [];
    const result = await runChange(deps(), { userId: actorId }, async (change) => {
      await change.log({ type: 'password_changed', object: { type: 'user', id: actorId }, details: { a: 1 } });
      await change.queueMail(mail);
      change.afterCommit(async () => {
        seenAfterCommit.push(await committed());
      });
      expect(mailsQueued).not.toHaveBeenCalled();
      return 'done';
    });

    expect(result).toBe('done');
    const { events, mails } = await committed();
    expect(events).toEqual([
      expect.objectContaining({
        actorUserId: actorId,
        companyId: null,
        eventType: 'password_changed',
        objectType: 'user',
        objectId: actorId,
        details: { a: 1 },
      }),
    ]);
    expect(mails).toEqual([expect.objectContaining({ recipient: mail.to, subject: mail.subject })]);
    // The callback ran after the commit: from outside the transaction it already saw the event and mail.
    expect(seenAfterCommit).toEqual([{ events, mails }]);
    expect(mailsQueued).toHaveBeenCalledTimes(1);
  });

  it('writes several events and mails given at once, and nothing for an empty list', async () => {
    await runChange(deps(), { userId: actorId }, async (change) => {
      await change.log([
        { type: 'password_changed', object: { type: 'user', id: actorId }, details: { n: 1 } },
        { type: 'password_changed', object: { type: 'user', id: actorId }, details: { n: 2 } },
      ]);
      await change.log([]);
      await change.queueMail([mail, { ...mail, to: 'other@example.com' }]);
      await change.queueMail([]);
    });
    const { events, mails } = await committed();
    expect(events.map((event) => event.details).sort((a, b) => (a.n as number) - (b.n as number))).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    expect(events.every((event) => event.actorUserId === actorId)).toBe(true);
    expect(mails.map((row) => row.recipient).sort()).toEqual(['other@example.com', mail.to]);
    expect(mailsQueued).toHaveBeenCalledTimes(1);
  });

  it('leaves no event, no mail and runs nothing after a change that fails', async () => {
    const afterCommit = vi.fn();
    const failure = new Error('the change fails');
    await expect(
      runChange(deps(), { userId: actorId }, async (change) => {
        await change.log({ type: 'profile_updated', object: { type: 'user', id: actorId } });
        await change.queueMail(mail);
        change.afterCommit(afterCommit);
        throw failure;
      }),
    ).rejects.toBe(failure);

    expect(await committed()).toEqual({ events: [], mails: [] });
    expect(afterCommit).not.toHaveBeenCalled();
    expect(mailsQueued).not.toHaveBeenCalled();
  });

  it('rolls back the work and its events when writing an event fails', async () => {
    await expect(
      runChange(deps(), { userId: actorId }, async (change) => {
        await change.tx.execute(sql`update users set given_name = 'Changed'`);
        // No such company: its foreign key refuses the event, and with it the whole change.
        await change.log({
          type: 'profile_updated',
          object: { type: 'user', id: actorId },
          companyId: '00000000-0000-4000-8000-000000000000',
        });
      }),
    ).rejects.toThrow();
    const [user] = await database.withSession((session) =>
      session.query<{ given_name: string }>('select given_name from users'),
    );
    expect(user?.given_name).toBe('');
  });

  it('logs a failing after-commit step instead of failing the committed change', async () => {
    const later = vi.fn();
    const result = await runChange(deps(), { userId: null }, async (change) => {
      await change.log({ type: 'email_changed', object: { type: 'user', id: actorId } });
      change.afterCommit(() => {
        throw new Error('the file system is read-only');
      });
      change.afterCommit(later);
      return 42;
    });

    expect(result).toBe(42);
    expect((await committed()).events).toEqual([expect.objectContaining({ actorUserId: null })]);
    expect(later).toHaveBeenCalledTimes(1);
    expect(loggedErrors).toHaveBeenCalledTimes(1);
    expect(mailsQueued).not.toHaveBeenCalled();
  });
});
