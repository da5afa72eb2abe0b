import { randomBytes } from 'node:crypto';
import { hashToken } from '../areas/profile/email-change';
import type { Database } from '../db/index';
import { invitations } from '../areas/invitations/schema';

// Invitations of the demo: Alpenbühne's owner invited two people who have no account yet, one of them
// long enough ago that the link has expired, so the invitations list shows both states with their
// expiry. Their links were never mailed (the tokens are thrown away): the owner resends them to try
// the journey.

const day = 24 * 60 * 60 * 1000;

const demoInvitations = [
  { email: 'lena.lang@example.com', firstName: 'Lena', lastName: 'Lang', position: 'Sound engineer', sentDaysAgo: 2 },
  { email: 'tom.tardy@example.com', firstName: 'Tom', lastName: 'Tardy', position: 'Stagehand', sentDaysAgo: 10 },
] as const;

export async function seedDemoInvitations(
  tx: Database,
  now: Date,
  ids: { company: string; invitedBy: string },
): Promise<void> {
  await tx.insert(invitations).values(
    demoInvitations.map(({ sentDaysAgo, ...invitation }) => ({
      ...invitation,
      companyId: ids.company,
      invitedBy: ids.invitedBy,
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      sentAt: new Date(now.getTime() - sentDaysAgo * day),
      expiresAt: new Date(now.getTime() - sentDaysAgo * day + 7 * day),
    })),
  );
}
