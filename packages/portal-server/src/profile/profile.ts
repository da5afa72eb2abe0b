import type { Profile } from '@eventsuite/api-contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { companies, emailChanges, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** An email change still waiting for its confirmation link. */
export const pendingEmailChange = and(
  isNull(emailChanges.confirmedAt),
  isNull(emailChanges.cancelledAt),
  isNull(emailChanges.revokedAt),
);

/** The profile of spec §3 from a user row; optional texts are stored as null and sent as ''. */
export function toProfile(user: UserRow, pendingEmail: string | null, ownsCompany: boolean): Profile {
  return {
    id: user.id,
    first_name: user.givenName,
    last_name: user.familyName,
    gender: user.gender,
    email: user.email,
    pending_email: pendingEmail,
    phone_number: user.phoneNumber ?? '',
    mobile_number: user.mobileNumber ?? '',
    position: user.position ?? '',
    employment: user.employment,
    avatar: user.avatar,
    country: user.country,
    canton: user.canton,
    state_abbr: user.stateAbbr,
    int_state: user.intState ?? '',
    city: user.city ?? '',
    street: user.street ?? '',
    house_number: user.houseNumber ?? '',
    postal_code: user.postalCode ?? '',
    account_type: user.accountType,
    owns_company: ownsCompany,
  };
}

/** Reads a user's profile with their pending (unexpired) email change and whether they own a company. */
export async function loadProfile(db: Database, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      user: users,
      pendingEmail: emailChanges.newEmail,
      ownsCompany: sql<boolean>`exists (select 1 from ${companies} where ${companies.ownerId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(
      emailChanges,
      and(eq(emailChanges.userId, users.id), pendingEmailChange, gt(emailChanges.confirmExpiresAt, sql`now()`)),
    )
    .where(eq(users.id, userId));
  return row && toProfile(row.user, row.pendingEmail, row.ownsCompany);
}
