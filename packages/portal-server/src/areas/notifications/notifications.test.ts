import { randomUUID } from 'node:crypto';
import {
  buildPath,
  endpoints,
  latestNotificationsCount,
  latestNotificationsSchema,
  notificationPageSchema,
  notificationSchema,
  notificationsPerPage,
  notificationTypes,
  type CrewInquiryReplyInput,
  type NotificationType,
} from '@eventsuite/api-contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companies } from '../identity';
import { crewInquiries, crewInquiryReplies, notifications } from './schema';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

// Henry (owner of Harbour Stage) has no demo notifications: the tests give him exactly the ones they need.
const henry = 'owner.harbour@example.com';

interface Given {
  type?: NotificationType;
  read?: boolean;
  sent?: boolean;
}

describe.each(backends)('notifications on $name', ({ create }) => {
  const demo = useDemoApp(create);
  beforeEach(async () => {
    await demo.database.db.delete(notifications).where(eq(notifications.userId, await demo.userId(henry)));
  });

  /** Gives the user notifications, the first one the newest (a minute apart); returns their ids in that order. */
  async function give(email: DemoPersonaEmail, items: Given[]): Promise<string[]> {
    const userId = await demo.userId(email);
    const now = Date.now();
    const rows = items.map((item, index) => {
      const createdAt = new Date(now - (index + 1) * 60_000);
      return {
        id: randomUUID(),
        userId,
        type: item.type ?? 'app_installed',
        params: { app_name: `App ${index}` },
        createdAt,
        readAt: item.read ? createdAt : null,
        sentAt: item.sent ? createdAt : null,
      };
    });
    if (rows.length > 0) await demo.database.db.insert(notifications).values(rows);
    const inquiries = rows.filter((row) => row.type === 'crew_inquiry');
    if (inquiries.length > 0) {
      await demo.database.db.insert(crewInquiries).values(
        inquiries.map((row) => ({
          notificationId: row.id,
          companyName: 'Alpenbühne Events AG',
          eventName: 'Zürich Lakeside Open Air',
          position: 'Stage hand',
          location: 'Landiwiese, Zürich',
          startsAt: new Date('2030-07-01T06:00:00Z'),
          endsAt: new Date('2030-07-01T21:00:00Z'),
          offeredHourlyWage: 32.5,
          currency: 'EUR' as const,
        })),
      );
    }
    return rows.map((row) => row.id);
  }

  const list = async (as: DemoPersonaEmail, page?: number) => {
    const response = await demo.inject(as, {
      url: buildPath(endpoints.listNotifications),
      query: page === undefined ? {} : { page: String(page) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return notificationPageSchema.parse(response.json());
  };
  const latest = async (as: DemoPersonaEmail) => {
    const response = await demo.inject(as, { url: buildPath(endpoints.latestNotifications) });
    expect(response.statusCode, response.body).toBe(200);
    return latestNotificationsSchema.parse(response.json());
  };
  const show = (as: DemoPersonaEmail, notification: string) =>
    demo.inject(as, { url: buildPath(endpoints.showNotification, { notification }) });
  const reply = (
    as: DemoPersonaEmail,
    notification: string,
    payload: Partial<CrewInquiryReplyInput> | Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    demo.inject(as, {
      method: 'POST',
      url: buildPath(endpoints.replyToCrewInquiry, { notification }),
      payload,
      headers,
    });
  const repliesTo = (ids: string[]) =>
    demo.database.db.select().from(crewInquiryReplies).where(inArray(crewInquiryReplies.notificationId, ids));

  const available: CrewInquiryReplyInput = {
    answer: 'available',
    wage_expectation: 35,
    employment_type: 'freelance',
    comment: 'See you there.',
  };

  describe('kept in memory', () => {
    /** What the server sends to the database while `work` runs. */
    const queriesDuring = async (work: () => Promise<unknown>) => {
      const driver = (demo.database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
      const spy = vi.spyOn(driver, 'query');
      try {
        await work();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };

    it('answers the bell and the first page from memory until something of the user changes, whatever changed it', async () => {
      const [inquiry, older] = await give(henry, [{ type: 'crew_inquiry' }, { sent: true }]);
      // One token for all (demo.inject would look the persona up for each request).
      const headers = { authorization: `Bearer ${await demo.tokenFor(henry)}` };
      const read = async (url: string) => (await demo.app.inject({ url, headers })).json();
      const both = async () => ({
        page: notificationPageSchema.parse(await read(buildPath(endpoints.listNotifications))),
        bell: latestNotificationsSchema.parse(await read(buildPath(endpoints.latestNotifications))),
      });
      const before = await both();
      expect(before.page.meta.unread_count).toBe(2);
      expect(await queriesDuring(both)).toBe(0);
      // Another user's notifications change: Henry's stay kept.
      await give('member@example.com', [{}]);
      expect(await queriesDuring(both)).toBe(0);
      // Later pages are read each time.
      expect(await queriesDuring(() => read(`${buildPath(endpoints.listNotifications)}?page=2`))).toBeGreaterThan(0);

      // A new notification, written by anyone.
      const [newest] = await give(henry, [{}]);
      let after = await both();
      expect(after.page.data.map((notification) => notification.id)).toEqual([newest, inquiry, older]);
      expect(after.bell.data.map((notification) => notification.id)).toEqual([newest, inquiry]);

      // Read through the API.
      expect((await show(henry, newest!)).statusCode).toBe(200);
      after = await both();
      expect(after.page.meta.unread_count).toBe(2);
      expect(after.bell.meta.unread_count).toBe(2);

      // A reply through the API.
      expect((await reply(henry, inquiry!, available)).statusCode).toBe(200);
      after = await both();
      expect(after.page.data[1]!.crew_inquiry?.reply).toMatchObject({ answer: 'available' });
      expect(after.page.meta.unread_count).toBe(1);

      // The inquiry itself, its reply, and a notification sent elsewhere.
      await demo.database.db
        .update(crewInquiries)
        .set({ position: 'Rigger' })
        .where(eq(crewInquiries.notificationId, inquiry!));
      expect((await list(henry)).data[1]!.crew_inquiry?.position).toBe('Rigger');
      await demo.database.db.delete(crewInquiryReplies).where(eq(crewInquiryReplies.notificationId, inquiry!));
      expect((await list(henry)).data[1]!.crew_inquiry?.reply).toBeNull();
      await demo.database.db.update(notifications).set({ sentAt: new Date() }).where(eq(notifications.id, newest!));
      expect((await latest(henry)).data.map((notification) => notification.id)).toEqual([inquiry]);

      // Gone with the user's notifications.
      await demo.database.db.delete(notifications).where(eq(notifications.userId, await demo.userId(henry)));
      expect(await both()).toMatchObject({ page: { data: [], meta: { total: 0 } }, bell: { data: [] } });
    });
  });

  describe('list', () => {
    it('is empty for a user without notifications', async () => {
      expect(await list(henry)).toEqual({
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: notificationsPerPage, total: 0, unread_count: 0 },
      });
    });

    it('pages through them newest first, with the counts in every page', async () => {
      const total = 2 * notificationsPerPage + 3;
      const ids = await give(
        henry,
        Array.from({ length: total }, (_, index) => ({ read: index % 3 === 0, sent: index % 2 === 0 })),
      );
      const unread = ids.filter((_, index) => index % 3 !== 0).length;
      const pages = [await list(henry), await list(henry, 2), await list(henry, 3)];
      expect(pages.flatMap((page) => page.data.map((notification) => notification.id))).toEqual(ids);
      expect(pages.map((page) => page.data.length)).toEqual([notificationsPerPage, notificationsPerPage, 3]);
      for (const [index, page] of pages.entries()) {
        expect(page.meta).toEqual({
          current_page: index + 1,
          last_page: 3,
          per_page: notificationsPerPage,
          total,
          unread_count: unread,
        });
      }
      expect(pages[0]!.data[0]).toMatchObject({ unread: false, sent: true, params: { app_name: 'App 0' } });
      expect(pages[0]!.data[1]).toMatchObject({ unread: true, sent: false, crew_inquiry: null });

      const beyond = await list(henry, 4);
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toMatchObject({ current_page: 4, last_page: 3, total });
      expect((await list(henry, 9_000_000_000_000)).data).toEqual([]);
    });

    it.each(['0', '-1', '1.5', 'two'])('refuses page=%s', async (page) => {
      const response = await demo.inject(henry, { url: buildPath(endpoints.listNotifications), query: { page } });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['page']);
    });

    it("shows only the caller's own, whichever company they act in", async () => {
      await give(henry, [{}, {}]);
      const bea = await list('both@example.com');
      expect(bea.meta.total).toBeGreaterThan(0);
      const beaIds = new Set(bea.data.map((notification) => notification.id));
      expect((await list(henry)).data.every((notification) => !beaIds.has(notification.id))).toBe(true);

      const switched = await demo.inject('both@example.com', {
        method: 'PUT',
        url: buildPath(endpoints.setCurrentCompany),
        payload: { company: await demo.companyId('harbour') },
      });
      expect(switched.statusCode).toBe(200);
      expect(await list('both@example.com')).toEqual(bea);
      await demo.inject('both@example.com', {
        method: 'PUT',
        url: buildPath(endpoints.setCurrentCompany),
        payload: { company: await demo.companyId('alpen') },
      });
    });
  });

  describe('latest', () => {
    it('lists the newest ones not yet sent, at most three, with the unread count of all', async () => {
      const ids = await give(henry, [
        { sent: true },
        { read: true },
        {},
        { sent: true, read: true },
        { type: 'crew_inquiry' },
        {},
        {},
      ]);
      const answer = await latest(henry);
      expect(answer.data.map((notification) => notification.id)).toEqual([ids[1], ids[2], ids[4]]);
      expect(answer.data).toHaveLength(latestNotificationsCount);
      expect(answer.data[2]!.crew_inquiry).toMatchObject({ event_name: 'Zürich Lakeside Open Air', reply: null });
      expect(answer.meta).toEqual({ unread_count: 5 });
    });

    it('is empty without notifications', async () => {
      expect(await latest(henry)).toEqual({ data: [], meta: { unread_count: 0 } });
    });
  });

  describe('show', () => {
    it('answers the notification and marks it read, once', async () => {
      const [id] = await give(henry, [{}]);
      const first = await show(henry, id!);
      expect(first.statusCode).toBe(200);
      expect(notificationSchema.parse(first.json().data)).toMatchObject({ id, unread: false });
      const [row] = await demo.database.db.select().from(notifications).where(eq(notifications.id, id!));
      expect(row!.readAt).not.toBeNull();
      expect((await list(henry)).meta.unread_count).toBe(0);

      expect((await show(henry, id!)).statusCode).toBe(200);
      const [again] = await demo.database.db.select().from(notifications).where(eq(notifications.id, id!));
      expect(again!.readAt).toEqual(row!.readAt);
    });

    it("answers 404 for another user's notification and leaves it unread", async () => {
      const [id] = await give(henry, [{}]);
      for (const caller of ['member@example.com', 'owner.alpen@example.com', 'admin@example.com'] as const) {
        const response = await show(caller, id!);
        expect(response.statusCode, caller).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.' });
      }
      expect((await list(henry)).meta.unread_count).toBe(1);
    });

    it.each([randomUUID(), 'not-a-uuid', '1', "' or 1=1 --"])('answers 404 for the id %s', async (id) => {
      expect((await show(henry, id)).statusCode).toBe(404);
    });
  });

  describe('reply to a crew inquiry', () => {
    it('stores the answer, replaces it when answered again, and marks the inquiry read', async () => {
      const [id] = await give(henry, [{ type: 'crew_inquiry' }]);
      const first = await reply(henry, id!, available);
      expect(first.statusCode, first.body).toBe(200);
      const answered = notificationSchema.parse(first.json().data);
      expect(answered).toMatchObject({
        id,
        unread: false,
        crew_inquiry: {
          reply: {
            answer: 'available',
            wage_expectation: 35,
            employment_type: 'freelance',
            comment: 'See you there.',
            replied_at: expect.any(String),
          },
        },
      });

      const second = await reply(henry, id!, {
        answer: 'not_available',
        wage_expectation: null,
        employment_type: null,
        comment: '  Booked elsewhere,\r\n\tsorry.  ',
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data.crew_inquiry.reply).toMatchObject({
        answer: 'not_available',
        wage_expectation: null,
        employment_type: null,
        comment: 'Booked elsewhere,\r\n\tsorry.',
      });
      expect(await repliesTo([id!])).toHaveLength(1);
      const shown = await show(henry, id!);
      expect(shown.json().data.crew_inquiry.reply.answer).toBe('not_available');
    });

    it('keeps a wage with cents', async () => {
      const [id] = await give(henry, [{ type: 'crew_inquiry' }]);
      const response = await reply(henry, id!, { ...available, answer: 'consultation', wage_expectation: 42.75 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.crew_inquiry.reply).toMatchObject({
        answer: 'consultation',
        wage_expectation: 42.75,
      });
    });

    it("answers 404 for another user's inquiry, one that is no crew inquiry and one that does not exist", async () => {
      const [inquiry, other] = await give(henry, [{ type: 'crew_inquiry' }, { type: 'app_installed' }]);
      expect((await reply('private@example.com', inquiry!, available)).statusCode).toBe(404);
      expect((await reply('member@example.com', inquiry!, available)).statusCode).toBe(404);
      expect((await reply(henry, other!, available)).statusCode).toBe(404);
      expect((await reply(henry, randomUUID(), available)).statusCode).toBe(404);
      expect((await reply(henry, 'not-a-uuid', available)).statusCode).toBe(404);
      expect(await repliesTo([inquiry!, other!])).toEqual([]);
      expect((await list(henry)).meta.unread_count).toBe(2);
    });

    it('asks who is available for their wage and employment type, in English and German', async () => {
      const [id] = await give(henry, [{ type: 'crew_inquiry' }]);
      const incomplete = { answer: 'available', wage_expectation: null, employment_type: null, comment: '' };
      const english = await reply(henry, id!, incomplete);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        wage_expectation: ['The field "Wage expectation" cannot be empty.'],
        employment_type: ['The field "Employment type" cannot be empty.'],
      });
      const german = await reply(henry, id!, incomplete, { 'accept-language': 'de' });
      expect(german.json().errors).toEqual({
        wage_expectation: ['Das Feld „Lohnvorstellung“ darf nicht leer sein.'],
        employment_type: ['Das Feld „Anstellungsart“ darf nicht leer sein.'],
      });
      expect(await repliesTo([id!])).toEqual([]);
    });

    it.each([
      ['a negative wage', { ...available, wage_expectation: -1 }, 'wage_expectation', 'Must be a positive number'],
      ['a wage that is no number', { ...available, wage_expectation: '35' }, 'wage_expectation', 'Must be a number'],
      ['an unknown answer', { ...available, answer: 'maybe' }, 'answer', 'Must be chosen'],
      ['an unknown employment type', { ...available, employment_type: 'intern' }, 'employment_type', 'Must be chosen'],
      [
        'a comment of more than 1000 characters',
        { ...available, comment: 'x'.repeat(1001) },
        'comment',
        '"Comment" contains too many characters.',
      ],
      [
        'a comment with NUL',
        { ...available, comment: 'See you\u0000 there.' },
        'comment',
        'The field "Comment" contains a value in the wrong format.',
      ],
      [
        'a comment with an escape character',
        { ...available, comment: 'See you\u001B[2J there.' },
        'comment',
        'The field "Comment" contains a value in the wrong format.',
      ],
    ])('refuses %s', async (_, payload, field, message) => {
      const [id] = await give(henry, [{ type: 'crew_inquiry' }]);
      const response = await reply(henry, id!, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
      expect(await repliesTo([id!])).toEqual([]);
    });

    it('refuses unknown fields and a missing answer', async () => {
      const [id] = await give(henry, [{ type: 'crew_inquiry' }]);
      expect((await reply(henry, id!, { ...available, company_name: 'Evil Corp' })).statusCode).toBe(422);
      const { answer: _answer, ...withoutAnswer } = available;
      const missing = await reply(henry, id!, withoutAnswer);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toMatchObject({ answer: ['The field "Answer" cannot be empty.'] });
      expect(await repliesTo([id!])).toEqual([]);
    });
  });

  describe('demo data', () => {
    const personas = ['member@example.com', 'private@example.com', 'both@example.com'] as const;

    it('gives the member, the freelancer and Bea notifications of every kind but ownership, read and unread', async () => {
      for (const persona of personas) {
        const all = (await list(persona, 1)).data.concat((await list(persona, 2)).data);
        const types = new Set(all.map((notification) => notification.type));
        // None of them owns a company, so no ownership and no verification decision came to them.
        const ownersOnly: string[] = ['ownership_transferred', 'company_validation_decided'];
        // A new browser's sign-in notice comes from a real sign-in (account-security's sessions tests).
        const fromSignIn: string[] = ['new_sign_in'];
        const expected = notificationTypes.filter((type) => !ownersOnly.includes(type) && !fromSignIn.includes(type));
        expect([...types].sort(), persona).toEqual([...expected].sort());
        expect(
          all.some((notification) => notification.unread),
          persona,
        ).toBe(true);
        expect(
          all.some((notification) => !notification.unread),
          persona,
        ).toBe(true);
        expect((await latest(persona)).data.length, persona).toBeGreaterThan(0);
      }
      const paula = await list('private@example.com');
      expect(paula.meta.last_page).toBeGreaterThanOrEqual(2);
    });

    it('tells only owners that ownership of their company was transferred to them', async () => {
      const transfers = await demo.database.db
        .select({ userId: notifications.userId, params: notifications.params, ownerId: companies.ownerId })
        .from(notifications)
        .leftJoin(companies, eq(companies.name, sql`${notifications.params}->>'company_name'`))
        .where(eq(notifications.type, 'ownership_transferred'));
      expect(transfers.length).toBeGreaterThan(0);
      for (const transfer of transfers) expect(transfer.userId, JSON.stringify(transfer.params)).toBe(transfer.ownerId);
    });

    it('has crew inquiries from both demo companies for events ahead, one of them answered', async () => {
      const inquiries = (await list('private@example.com', 1)).data
        .concat((await list('private@example.com', 2)).data)
        .flatMap((notification) => (notification.crew_inquiry ? [notification.crew_inquiry] : []));
      expect(new Set(inquiries.map((inquiry) => inquiry.company_name))).toEqual(
        new Set(['Alpenbühne Events AG', 'Harbour Stage GmbH']),
      );
      for (const inquiry of inquiries) {
        expect(Date.parse(inquiry.starts_at)).toBeGreaterThan(Date.now());
        expect(Date.parse(inquiry.ends_at)).toBeGreaterThan(Date.parse(inquiry.starts_at));
      }
      expect(inquiries.some((inquiry) => inquiry.reply !== null)).toBe(true);
      expect(inquiries.some((inquiry) => inquiry.reply === null)).toBe(true);
    });
  });
});
