import { buildPath, endpoints } from '@eventsuite/api-contract';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { mailOutbox } from '../../mail/schema';
import { users } from '../identity';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { blankProfileInput } from '../../testing/profile-input';

// The events the profile's changes write, seen through the API.

const paula = 'private@example.com';

describe.each(backends)('activity log of profile changes on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const events = () => demo.database.db.select().from(activityLog).orderBy(desc(activityLog.id));
  const saveProfile = (email: string) =>
    demo.inject(paula, {
      method: 'PUT',
      url: buildPath(endpoints.updateProfile),
      payload: blankProfileInput({ first_name: 'Paula', last_name: 'Private', email }),
    });

  beforeEach(async () => {
    await demo.database.db.delete(activityLog);
  });

  it('logs a saved profile, and a requested email change with both addresses', async () => {
    const userId = await demo.userId(paula);
    expect((await saveProfile(paula)).statusCode).toBe(200);
    expect(await events()).toEqual([
      expect.objectContaining({
        eventType: 'profile_updated',
        actorUserId: userId,
        objectType: 'user',
        objectId: userId,
      }),
    ]);

    await demo.database.db.delete(activityLog);
    expect((await saveProfile('paula.new@example.com')).statusCode).toBe(200);
    expect((await events()).map((event) => [event.eventType, event.details])).toEqual([
      ['email_change_requested', { from: paula, to: 'paula.new@example.com' }],
      ['profile_updated', {}],
    ]);
  });

  it('logs nothing and mails nothing when the change is refused', async () => {
    const mailsBefore = await demo.database.db.select().from(mailOutbox);
    const response = await saveProfile('member@example.com');
    expect(response.statusCode, response.body).toBe(422);
    expect(await events()).toEqual([]);
    expect(await demo.database.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
  });

  it('logs a removed avatar only when there was one', async () => {
    const remove = () => demo.inject(paula, { method: 'DELETE', url: buildPath(endpoints.deleteAvatar) });
    await demo.database.db.update(users).set({ avatar: 'imported.png' }).where(eq(users.email, paula));
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
    expect((await events()).map((event) => event.eventType)).toEqual(['avatar_removed']);
  });
});
