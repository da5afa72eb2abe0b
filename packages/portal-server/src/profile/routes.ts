import { endpoints, type ProfileInput, type Settings } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { hasSqlState, sqlState } from '../db/errors';
import type { Database } from '../db/index';
import { companies, users } from '../db/schema';
import { identityOf, registerEndpoint } from '../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../http/errors';
import { hashPassword } from '../identity/passwords';
import { enqueueMail, type Mailer } from '../mail/index';
import { deleteModelsOfAccount } from '../oidc/adapter';
import { checkCurrentPassword } from './current-password';
import { cancelEmailChange, confirmEmailChange, requestEmailChange, revokeEmailChange } from './email-change';
import { emailChangeMails } from './email-change-mails';
import { profileMessage } from './messages';
import { loadProfile } from './profile';

type UserRow = typeof users.$inferSelect;

/** Optional texts are stored as null when empty (and sent as '' again, see toProfile). */
const orNull = (value: string) => (value === '' ? null : value);

function profileColumns(input: ProfileInput) {
  return {
    givenName: input.first_name,
    familyName: input.last_name,
    gender: input.gender,
    phoneNumber: orNull(input.phone_number),
    mobileNumber: orNull(input.mobile_number),
    position: orNull(input.position),
    employment: input.employment,
    country: input.country,
    canton: input.canton,
    stateAbbr: input.state_abbr,
    intState: orNull(input.int_state),
    city: orNull(input.city),
    street: orNull(input.street),
    houseNumber: orNull(input.house_number),
    postalCode: orNull(input.postal_code),
  } satisfies Partial<typeof users.$inferInsert>;
}

const toSettings = (user: UserRow): Settings => ({
  language: user.language,
  locale: user.locale,
  currency: user.currency,
  date_format: user.dateFormat,
  time_format: user.timeFormat,
  first_weekday: user.firstWeekday,
  system_of_measurement: user.systemOfMeasurement,
  decimal_separator: user.decimalSeparator,
  thousand_separator: user.thousandSeparator,
});

async function ownsCompany(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, userId)).limit(1);
  return row !== undefined;
}

/**
 * The signed-in user's own profile, settings, password and account (spec §3, §5), and the two mailed
 * links of an email change. No route takes a user id: every one acts on the caller of the request.
 */
export function registerProfileRoutes(
  app: FastifyInstance,
  db: Database,
  options: { config: Pick<Config, 'publicUrl' | 'productName'>; mailer: Mailer },
): void {
  const { config, mailer } = options;

  async function profileOf(userId: string) {
    const profile = await loadProfile(db, userId);
    if (!profile) throw new HttpError(404, notFoundMessage);
    return { data: profile };
  }

  registerEndpoint(app, endpoints.getProfile, async (request) => profileOf(identityOf(request).user.id));

  registerEndpoint(app, endpoints.updateProfile, async (request) => {
    const userId = identityOf(request).user.id;
    const input = request.body;
    const wroteMails = await db.transaction(async (tx) => {
      // Locked, so that two saves of one user cannot both start an email change.
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new HttpError(404, notFoundMessage);
      const change = await requestEmailChange(tx, user, input.email);
      if (change.kind === 'taken') throw new FieldValidationError({ email: ['unique'] });
      // Only the case of the address may change without confirmation: it names the same mailbox.
      const email = input.email.toLowerCase() === user.email.toLowerCase() ? input.email : user.email;
      await tx
        .update(users)
        .set({ ...profileColumns(input), email, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      if (change.kind !== 'requested') return false;
      for (const mail of emailChangeMails({
        productName: config.productName,
        publicUrl: config.publicUrl,
        language: user.language,
        firstName: input.first_name,
        oldEmail: user.email,
        newEmail: input.email,
        confirmToken: change.confirmToken,
        revokeToken: change.revokeToken,
      })) {
        await enqueueMail(tx, mail);
      }
      return true;
    });
    if (wroteMails) mailer.mailsQueued();
    return profileOf(userId);
  });

  registerEndpoint(app, endpoints.cancelEmailChange, async (request) => {
    const userId = identityOf(request).user.id;
    await cancelEmailChange(db, userId);
    return profileOf(userId);
  });

  registerEndpoint(app, endpoints.confirmEmailChange, async (request) => {
    const outcome = await confirmEmailChange(db, request.params.token);
    if (outcome.kind === 'not_found') throw new HttpError(404, notFoundMessage);
    if (outcome.kind === 'taken') throw new HttpError(409, profileMessage(request, 'emailTaken'));
    return { data: { email: outcome.email } };
  });

  registerEndpoint(app, endpoints.revokeEmailChange, async (request) => {
    const outcome = await revokeEmailChange(db, request.params.token);
    if (outcome.kind === 'not_found') throw new HttpError(404, notFoundMessage);
    if (outcome.kind === 'taken') throw new HttpError(409, profileMessage(request, 'previousEmailTaken'));
    return { data: { email: outcome.email } };
  });

  registerEndpoint(app, endpoints.getSettings, async (request) => ({
    data: toSettings(identityOf(request).loaded.user),
  }));

  registerEndpoint(app, endpoints.updateSettings, async (request) => {
    const settings = request.body;
    const [user] = await db
      .update(users)
      .set({
        language: settings.language,
        locale: settings.locale,
        currency: settings.currency,
        dateFormat: settings.date_format,
        timeFormat: settings.time_format,
        firstWeekday: settings.first_weekday,
        systemOfMeasurement: settings.system_of_measurement,
        decimalSeparator: settings.decimal_separator,
        thousandSeparator: settings.thousand_separator,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, identityOf(request).user.id))
      .returning();
    if (!user) throw new HttpError(404, notFoundMessage);
    return { data: toSettings(user) };
  });

  registerEndpoint(app, endpoints.changePassword, async (request) => {
    const { user } = identityOf(request).loaded;
    await checkCurrentPassword(db, request, user, request.body.current_password, 'current_password');
    const passwordHash = await hashPassword(request.body.password);
    await db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return { data: { changed: true } as const };
  });

  registerEndpoint(app, endpoints.deleteProfile, async (request) => {
    const { user } = identityOf(request).loaded;
    // Every company needs its owner: the owner hands the company over first (and is told so before
    // typing a password).
    if (await ownsCompany(db, user.id)) throw new HttpError(409, profileMessage(request, 'ownsCompany'));
    await checkCurrentPassword(db, request, user, request.body.password, 'password');
    try {
      await db.transaction(async (tx) => {
        await deleteModelsOfAccount(tx, user.id);
        // Memberships, roles, installations, notifications and email changes go with the user (ON DELETE
        // CASCADE); a company they own meanwhile stops it (ON DELETE RESTRICT).
        await tx.delete(users).where(eq(users.id, user.id));
      });
    } catch (error) {
      if (hasSqlState(error, sqlState.foreignKeyViolation))
        throw new HttpError(409, profileMessage(request, 'ownsCompany'));
      throw error;
    }
    return { data: { deleted: true } as const };
  });
}
