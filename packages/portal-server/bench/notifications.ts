// How long the notification queries take for a user with many notifications, on PGlite (the embedded
// default) or, with DATABASE_URL, on PostgreSQL. Run: pnpm --filter @eventsuite/portal-server bench
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { notificationTypes } from '@eventsuite/api-contract';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { users } from '../src/areas/identity/schema';
import { crewInquiries, notifications } from '../src/areas/notifications/schema';
import { latestNotifications, listNotifications } from '../src/areas/notifications/queries';

const count = Number(process.env.NOTIFICATIONS ?? 10_000);
const runs = 50;

async function time(label: string, work: () => Promise<unknown>): Promise<void> {
  await work(); // warm-up
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await work();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) => durations[Math.min(durations.length - 1, Math.floor(share * durations.length))]!;
  console.log(`${label.padEnd(34)} median ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms`);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(dir, 'data') });
const benchUsers: string[] = [];
try {
  await migrate(database);
  const { db } = database;
  // Another user's notifications too, so the queries have to pick the right ones.
  const [reader, other] = await db
    .insert(users)
    .values([
      { email: `bench-${randomUUID()}@example.com`, accountType: 'personal' },
      { email: `bench-${randomUUID()}@example.com`, accountType: 'personal' },
    ])
    .returning({ id: users.id });
  benchUsers.push(reader!.id, other!.id);
  const now = Date.now();
  for (const userId of [reader!.id, other!.id]) {
    for (let offset = 0; offset < count; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, index) => {
        const n = offset + index;
        return {
          id: randomUUID(),
          userId,
          type: notificationTypes[n % notificationTypes.length]!,
          params: { app_name: `App ${n}` },
          createdAt: new Date(now - n * 60_000),
          readAt: n % 3 === 0 ? null : new Date(now - n * 60_000),
          sentAt: n < 5 ? null : new Date(now - n * 60_000),
        };
      });
      await db.insert(notifications).values(rows);
      const inquiries = rows.filter((row) => row.type === 'crew_inquiry');
      await db.insert(crewInquiries).values(
        inquiries.map((row) => ({
          notificationId: row.id,
          companyName: 'Harbour Stage GmbH',
          eventName: 'Elbphilharmonie Summer Gala',
          position: 'Lighting technician',
          location: 'Hamburg',
          startsAt: new Date(now + 86_400_000),
          endsAt: new Date(now + 2 * 86_400_000),
          offeredHourlyWage: 38,
          currency: 'EUR' as const,
        })),
      );
    }
  }
  console.log(`${database.kind}: ${count} notifications for the user (and as many for another), ${runs} runs each`);
  const userId = reader!.id;
  const lastPage = (await listNotifications(db, userId, 1)).meta.last_page;
  await time('list, page 1', () => listNotifications(db, userId, 1));
  await time(`list, page ${lastPage} (the last)`, () => listNotifications(db, userId, lastPage));
  await time('latest not yet sent, unread count', () => latestNotifications(db, userId));
} finally {
  // The bench users' notifications go with them (on delete cascade).
  if (benchUsers.length > 0) await database.db.delete(users).where(inArray(users.id, benchUsers));
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
