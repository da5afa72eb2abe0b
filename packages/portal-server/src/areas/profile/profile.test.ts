import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  buildPath,
  endpoints,
  mailTokenSchema,
  profileSchema,
  settingsSchema,
  validationErrorSchema,
  type ProfileInput,
  type Settings,
} from '@eventsuite/api-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, companyMemberships, users, hashPassword, verifyPassword } from '../identity';
import { emailChanges } from './schema';
import { installations, userAppRoles } from '../admin-apps';
import { mailOutbox } from '../../mail/schema';
import { notifications } from '../notifications';
import { signInFailures, signInThrottle } from '../sign-in';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { hashToken } from './email-change';

const password = 'old password 1';
const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de-CH,de;q=0.9' };

interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A complete, valid profile form for `email`. */
const profileInput = (email: string, changes: Partial<Record<keyof ProfileInput, unknown>> = {}) => ({
  first_name: 'Rita',
  last_name: 'Rules',
  gender: 'female',
  email,
  phone_number: '+41 44 123 45 67',
  mobile_number: '079 123 45 67',
  position: 'Rigger',
  employment: 'freelance',
  country: 'CH',
  canton: 'ZH',
  state_abbr: null,
  int_state: '',
  city: 'Zürich',
  street: 'Seefeldstrasse',
  house_number: '12a',
  postal_code: '8008',
  ...changes,
});

const validSettings: Settings = {
  language: 'de',
  locale: 'de_CH',
  currency: 'USD',
  date_format: 'Ymd',
  time_format: '12',
  first_weekday: 0,
  system_of_measurement: 'imperial',
  decimal_separator: 'comma',
  thousand_separator: 'space',
};

const validPasswordChange = {
  current_password: password,
  password: 'new password 2',
  password_confirmation: 'new password 2',
};

type RuleCase = [name: string, changes: Record<string, unknown>, field: string, english: string, german: string];

type Messages = [english: string, german: string];
const required = (en: string, de: string): Messages => [
  `The field "${en}" cannot be empty.`,
  `Das Feld „${de}“ darf nicht leer sein.`,
];
const tooLong = (en: string, de: string): Messages => [
  `"${en}" contains too many characters.`,
  `„${de}“ enthält zu viele Zeichen.`,
];
const wrongFormat = (en: string, de: string): Messages => [
  `The field "${en}" contains a value in the wrong format.`,
  `Das Feld „${de}“ enthält einen Wert im falschen Format.`,
];
const chosen: Messages = ['Must be chosen', 'Muss ausgewählt werden'];
const long = (length: number) => 'x'.repeat(length);

const profileRules: RuleCase[] = [
  ['first name empty', { first_name: '' }, 'first_name', ...required('First name', 'Vorname')],
  ['first name blank', { first_name: '   ' }, 'first_name', ...required('First name', 'Vorname')],
  ['first name missing', { first_name: undefined }, 'first_name', ...required('First name', 'Vorname')],
  ['first name too long', { first_name: long(256) }, 'first_name', ...tooLong('First name', 'Vorname')],
  ['first name not a text', { first_name: 42 }, 'first_name', ...wrongFormat('First name', 'Vorname')],
  ['last name empty', { last_name: '' }, 'last_name', ...required('Last name', 'Nachname')],
  ['last name too long', { last_name: long(256) }, 'last_name', ...tooLong('Last name', 'Nachname')],
  ['gender unknown', { gender: 'diverse' }, 'gender', ...chosen],
  ['email empty', { email: '' }, 'email', ...required('Email', 'E-Mail')],
  ['email invalid', { email: 'rita.example.com' }, 'email', 'Invalid email address', 'Ungültige E-Mail-Adresse'],
  [
    'email too long',
    { email: `rita@${['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(60)).join('.')}.com` },
    'email',
    ...tooLong('Email', 'E-Mail'),
  ],
  [
    'email of another user',
    { email: 'OWNER.alpen@example.com' },
    'email',
    '"Email" already exists.',
    '„E-Mail“ existiert bereits.',
  ],
  [
    'phone number malformed',
    { phone_number: 'call me' },
    'phone_number',
    ...wrongFormat('Phone number', 'Telefonnummer'),
  ],
  [
    'phone number too long',
    { phone_number: '1'.repeat(31) },
    'phone_number',
    ...tooLong('Phone number', 'Telefonnummer'),
  ],
  ['phone number missing', { phone_number: undefined }, 'phone_number', ...required('Phone number', 'Telefonnummer')],
  ['mobile number malformed', { mobile_number: '12' }, 'mobile_number', ...wrongFormat('Mobile number', 'Mobilnummer')],
  [
    'mobile number too long',
    { mobile_number: '1'.repeat(31) },
    'mobile_number',
    ...tooLong('Mobile number', 'Mobilnummer'),
  ],
  ['position too long', { position: long(256) }, 'position', ...tooLong('Position', 'Position')],
  ['employment unknown', { employment: 'contractor' }, 'employment', ...chosen],
  ['country unknown', { country: 'XX', canton: null }, 'country', ...chosen],
  ['country in lower case', { country: 'ch' }, 'country', ...chosen],
  ['canton outside Switzerland', { country: 'DE', canton: 'ZH' }, 'canton', ...chosen],
  ['canton unknown', { canton: 'XY' }, 'canton', ...chosen],
  ['state outside the United States', { state_abbr: 'CA' }, 'state_abbr', ...chosen],
  ['state unknown', { country: 'US', canton: null, state_abbr: 'XY' }, 'state_abbr', ...chosen],
  [
    'region too long',
    { country: 'DE', canton: null, int_state: long(256) },
    'int_state',
    ...tooLong('State/region', 'Bundesland/Region'),
  ],
  ['city too long', { city: long(256) }, 'city', ...tooLong('City', 'Ort')],
  ['street too long', { street: long(256) }, 'street', ...tooLong('Street', 'Straße')],
  ['house number too long', { house_number: long(21) }, 'house_number', ...tooLong('House number', 'Hausnummer')],
  ['postal code malformed', { postal_code: '#8008' }, 'postal_code', ...wrongFormat('Postal code', 'Postleitzahl')],
  ['postal code too long', { postal_code: '1'.repeat(13) }, 'postal_code', ...tooLong('Postal code', 'Postleitzahl')],
  // PostgreSQL refuses NUL in text; control characters and bidirectional overrides have no place in a profile.
  ['first name with NUL', { first_name: 'Ri\u0000ta' }, 'first_name', ...wrongFormat('First name', 'Vorname')],
  ['last name with NUL', { last_name: 'Rules\u0000' }, 'last_name', ...wrongFormat('Last name', 'Nachname')],
  ['position with NUL', { position: '\u0000' }, 'position', ...wrongFormat('Position', 'Position')],
  [
    'region with NUL',
    { country: 'DE', canton: null, int_state: 'Bay\u0000ern' },
    'int_state',
    ...wrongFormat('State/region', 'Bundesland/Region'),
  ],
  ['city with NUL', { city: 'Zü\u0000rich' }, 'city', ...wrongFormat('City', 'Ort')],
  ['street with NUL', { street: 'Seefeld\u0000strasse' }, 'street', ...wrongFormat('Street', 'Straße')],
  ['house number with NUL', { house_number: '12\u0000' }, 'house_number', ...wrongFormat('House number', 'Hausnummer')],
  ['city with a line break', { city: 'Zürich\nBern' }, 'city', ...wrongFormat('City', 'Ort')],
  ['street with a C1 control', { street: 'Seefeld\u0085strasse' }, 'street', ...wrongFormat('Street', 'Straße')],
  [
    'first name with a bidi override',
    { first_name: 'Rita\u202E' },
    'first_name',
    ...wrongFormat('First name', 'Vorname'),
  ],
  ['last name with a bidi isolate', { last_name: '\u2067Rules' }, 'last_name', ...wrongFormat('Last name', 'Nachname')],
  // The text rule answers before the address's own: NUL is the wrong format wherever it comes.
  ['email with NUL', { email: 'rita\u0000@example.com' }, 'email', ...wrongFormat('Email', 'E-Mail')],
];

const settingsRules: RuleCase[] = [
  ['language unknown', { language: 'it' }, 'language', ...chosen],
  ['language missing', { language: undefined }, 'language', ...required('Language', 'Sprache')],
  ['locale of another language', { locale: 'en_GB' }, 'locale', ...chosen],
  ['locale unknown', { locale: 'de_XX' }, 'locale', ...chosen],
  ['currency unknown', { currency: 'CHF' }, 'currency', ...chosen],
  ['date format unknown', { date_format: 'Y-m-d' }, 'date_format', ...chosen],
  ['time format unknown', { time_format: '36' }, 'time_format', ...chosen],
  [
    'first weekday above 6',
    { first_weekday: 7 },
    'first_weekday',
    ...wrongFormat('First day of the week', 'Erster Wochentag'),
  ],
  [
    'first weekday negative',
    { first_weekday: -1 },
    'first_weekday',
    'Must be a positive number',
    'Muss eine positive Zahl sein',
  ],
  ['first weekday as text', { first_weekday: '1' }, 'first_weekday', 'Must be a number', 'Muss eine Zahl sein'],
  ['first weekday fractional', { first_weekday: 1.5 }, 'first_weekday', 'Must be a number', 'Muss eine Zahl sein'],
  ['measurement unknown', { system_of_measurement: 'nautical' }, 'system_of_measurement', ...chosen],
  ['no decimal separator', { decimal_separator: 'none' }, 'decimal_separator', ...chosen],
  ['decimal separator unknown', { decimal_separator: 'dot' }, 'decimal_separator', ...chosen],
  ['thousands separator like the decimal one', { thousand_separator: 'comma' }, 'thousand_separator', ...chosen],
  ['thousands separator unknown', { thousand_separator: 'tick' }, 'thousand_separator', ...chosen],
];

const passwordRules: RuleCase[] = [
  [
    'current password empty',
    { current_password: '' },
    'current_password',
    ...required('Current password', 'Aktuelles Passwort'),
  ],
  [
    'new password too short',
    { password: 'short', password_confirmation: 'short' },
    'password',
    'The password must have at least 10 characters.',
    'Das Passwort muss mindestens 10 Zeichen haben.',
  ],
  [
    'new password too long',
    { password: long(129), password_confirmation: long(129) },
    'password',
    ...tooLong('Password', 'Passwort'),
  ],
  [
    'confirmation empty',
    { password_confirmation: '' },
    'password_confirmation',
    ...required('Password confirmation', 'Passwort bestätigen'),
  ],
  [
    'confirmation different',
    { password_confirmation: 'new password 3' },
    'password_confirmation',
    'Passwords do not match.',
    'Die Passwörter stimmen nicht überein.',
  ],
  [
    'new password among the common ones (issue 30)',
    { password: 'Password123', password_confirmation: 'Password123' },
    'password',
    'This password is among the most common ones. Please choose another.',
    'Dieses Passwort gehört zu den häufigsten. Bitte wählen Sie ein anderes.',
  ],
  [
    'current password wrong',
    { current_password: 'not it' },
    'current_password',
    'Invalid password',
    'Ungültiges Passwort',
  ],
];

const deletionRules: RuleCase[] = [
  ['password empty', { password: '' }, 'password', ...required('Password', 'Passwort')],
  ['password missing', { password: undefined }, 'password', ...required('Password', 'Passwort')],
  ['password wrong', { password: 'not it' }, 'password', 'Invalid password', 'Ungültiges Passwort'],
];

const tokenIn = (text: string, kind: 'confirm' | 'revoke') => {
  const token = new RegExp(`/email-change/${kind}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} link in ${text}`);
  return token;
};

describe.each(backends)('profile, settings, password and account on $name', ({ create }) => {
  const demo = useDemoApp(create);
  let passwordHash: string;

  beforeAll(async () => {
    passwordHash = await hashPassword(password);
  });
  // Wrong passwords count against the sign-in throttle, per address; every request here comes from one.
  beforeEach(async () => {
    await demo.database.db.delete(signInFailures);
  });

  const db = () => demo.database.db;

  /** A personal account of its own, so that tests do not change each other's users. */
  async function newUser(values: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
    const email = `user-${randomUUID()}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({ email, passwordHash, givenName: 'Rita', familyName: 'Rules', accountType: 'personal', ...values })
      .returning({ id: users.id, email: users.email });
    return { id: row!.id, email: row!.email, token: await demo.tokens.sign(row!.id) };
  }

  const call = (user: TestUser, options: InjectOptions) =>
    demo.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } });
  const getProfile = async (user: TestUser) => {
    const response = await call(user, { method: 'GET', url: buildPath(endpoints.getProfile) });
    expect(response.statusCode, response.body).toBe(200);
    return profileSchema.parse(response.json().data);
  };
  const putProfile = (user: TestUser, payload: object, headers = english) =>
    call(user, { method: 'PUT', url: buildPath(endpoints.updateProfile), payload, headers });
  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const mailsTo = (address: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(asc(mailOutbox.createdAt));
  const confirm = (token: string, headers = english) =>
    demo.app.inject({ method: 'POST', url: buildPath(endpoints.confirmEmailChange, { token }), headers });
  const revoke = (token: string, headers = english) =>
    demo.app.inject({ method: 'POST', url: buildPath(endpoints.revokeEmailChange, { token }), headers });

  /** Asks for a change of `user`'s email to `newEmail` and returns the tokens of the two mailed links. */
  async function requestChange(user: TestUser, newEmail: string) {
    const response = await putProfile(user, profileInput(user.email, { email: newEmail }));
    expect(response.statusCode, response.body).toBe(200);
    const [confirmation] = (await mailsTo(newEmail)).slice(-1);
    const [notice] = (await mailsTo(user.email)).slice(-1);
    return {
      confirmToken: tokenIn(confirmation!.textBody, 'confirm'),
      revokeToken: tokenIn(notice!.textBody, 'revoke'),
    };
  }

  describe('profile', () => {
    it('reads only the caller’s own profile', async () => {
      for (const persona of ['member@example.com', 'owner.alpen@example.com', 'private@example.com'] as const) {
        const response = await demo.inject(persona, { method: 'GET', url: buildPath(endpoints.getProfile) });
        expect(response.statusCode).toBe(200);
        const profile = profileSchema.parse(response.json().data);
        expect(profile).toMatchObject({ id: await demo.userId(persona), email: persona });
        expect(profile.owns_company).toBe(persona === 'owner.alpen@example.com');
        expect(profile.has_password).toBe(true);
      }
      const external = await newUser({ passwordHash: null, externalSubject: `external-${randomUUID()}` });
      expect((await getProfile(external)).has_password).toBe(false);
    });

    it('saves every field, empty optional texts as null', async () => {
      const user = await newUser();
      const response = await putProfile(user, profileInput(user.email, { first_name: '  Rita  ' }));
      expect(response.statusCode, response.body).toBe(200);
      expect(profileSchema.parse(response.json().data)).toEqual({
        ...profileInput(user.email, { first_name: 'Rita' }),
        id: user.id,
        pending_email: null,
        avatar: null,
        account_type: 'personal',
        has_password: true,
        owns_company: false,
      });

      const cleared = profileInput(user.email, {
        gender: null,
        phone_number: '',
        mobile_number: '',
        position: '',
        employment: null,
        country: 'DE',
        canton: null,
        int_state: '',
        city: '',
        street: '',
        house_number: '',
        postal_code: '',
      });
      expect((await putProfile(user, cleared)).json().data).toMatchObject({ ...cleared, pending_email: null });
      expect(await userRow(user.id)).toMatchObject({
        givenName: 'Rita',
        gender: null,
        phoneNumber: null,
        mobileNumber: null,
        position: null,
        employment: null,
        country: 'DE',
        canton: null,
        stateAbbr: null,
        intState: null,
        city: null,
        street: null,
        houseNumber: null,
        postalCode: null,
        email: user.email,
      });

      const american = profileInput(user.email, { country: 'US', canton: null, state_abbr: 'CA' });
      expect((await putProfile(user, american)).json().data).toMatchObject({ country: 'US', state_abbr: 'CA' });
    });

    it('refuses unknown fields and wrong types, and writes nothing', async () => {
      const user = await newUser();
      const before = await userRow(user.id);
      for (const payload of [
        { ...profileInput(user.email, { first_name: 'Changed' }), is_admin: true },
        profileInput(user.email, { first_name: 'Changed', gender: 1 }),
        profileInput(user.email, { first_name: 'Changed', phone_number: null }),
        profileInput('new-address@example.com', { first_name: 'Changed', country: 'XX' }),
      ]) {
        const response = await putProfile(user, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        validationErrorSchema.parse(response.json());
      }
      expect(await userRow(user.id)).toEqual(before);
      expect(await mailsTo('new-address@example.com')).toEqual([]);
    });

    it.for(profileRules)('answers 422 in English and German: %s', async ([, changes, field, en, de]) => {
      const user = await newUser();
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        const response = await putProfile(user, profileInput(user.email, changes), headers);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[field]?.[0]).toBe(message);
      }
    });
  });

  describe('email change', () => {
    it('keeps the address until the link mailed to the new one is followed, and tells the old one', async () => {
      const user = await newUser();
      const newEmail = `new-${user.email}`;
      const response = await putProfile(user, profileInput(user.email, { email: newEmail, first_name: 'Rita <b>' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        email: user.email,
        pending_email: newEmail,
        first_name: 'Rita <b>',
      });
      expect((await userRow(user.id))!.email).toBe(user.email);

      const [confirmation, ...moreToNew] = await mailsTo(newEmail);
      const [notice, ...moreToOld] = await mailsTo(user.email);
      expect(moreToNew).toEqual([]);
      expect(moreToOld).toEqual([]);
      expect(confirmation).toMatchObject({ subject: 'Confirm your new email address', sentAt: null, attempts: 0 });
      expect(notice).toMatchObject({ subject: 'Your email address is about to change', sentAt: null });
      const confirmToken = tokenIn(confirmation!.textBody, 'confirm');
      const revokeToken = tokenIn(notice!.textBody, 'revoke');
      expect(mailTokenSchema.safeParse(confirmToken).success).toBe(true);
      expect(mailTokenSchema.safeParse(revokeToken).success).toBe(true);
      expect(confirmToken.length).toBeGreaterThanOrEqual(32);
      const confirmUrl = `https://portal.example.com/email-change/confirm/${confirmToken}`;
      const revokeUrl = `https://portal.example.com/email-change/revoke/${revokeToken}`;
      expect(confirmation!.textBody).toContain(confirmUrl);
      expect(confirmation!.htmlBody).toContain(`href="${confirmUrl}"`);
      expect(notice!.textBody).toContain(revokeUrl);
      expect(notice!.htmlBody).toContain(`href="${revokeUrl}"`);
      expect(notice!.textBody).toContain(newEmail);
      // Names are the user's text: escaped in the HTML version.
      expect(confirmation!.htmlBody).toContain('Hello Rita &lt;b&gt;,');
      expect(confirmation!.htmlBody).not.toContain('<b>');

      // Only hashes of the tokens are stored, with their lifetimes.
      const [change] = await db()
        .select({
          change: emailChanges,
          confirmHours: sql<number>`extract(epoch from ${emailChanges.confirmExpiresAt} - ${emailChanges.createdAt}) / 3600`,
          revokeDays: sql<number>`extract(epoch from ${emailChanges.revokeExpiresAt} - ${emailChanges.createdAt}) / 86400`,
        })
        .from(emailChanges)
        .where(eq(emailChanges.userId, user.id));
      expect(change!.change).toMatchObject({
        oldEmail: user.email,
        newEmail,
        confirmTokenHash: hashToken(confirmToken),
        revokeTokenHash: hashToken(revokeToken),
      });
      expect(JSON.stringify(change)).not.toContain(confirmToken);
      expect(Number(change!.confirmHours)).toBe(24);
      expect(Number(change!.revokeDays)).toBe(7);

      const confirmed = await confirm(confirmToken);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ data: { email: newEmail } });
      expect(await getProfile(user)).toMatchObject({ email: newEmail, pending_email: null });
      expect((await confirm(confirmToken)).statusCode).toBe(404);
      const userInfo = await call(user, { method: 'GET', url: buildPath(endpoints.getUserInfo) });
      expect(userInfo.json().data.email).toBe(newEmail);
    });

    it('mails in the user’s language', async () => {
      const user = await newUser({ language: 'de', locale: 'de_DE' });
      const newEmail = `neu-${user.email}`;
      await requestChange(user, newEmail);
      const [confirmation] = await mailsTo(newEmail);
      const [notice] = await mailsTo(user.email);
      expect(confirmation!.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
      expect(confirmation!.textBody).toContain('Hallo Rita,');
      expect(confirmation!.htmlBody).toContain('<html lang="de">');
      expect(notice!.subject).toBe('Ihre E-Mail-Adresse wird geändert');
      expect(notice!.textBody).toContain('Das war ich nicht: Änderung widerrufen');
    });

    it('revokes a change before its confirmation', async () => {
      const user = await newUser();
      const newEmail = `new-${user.email}`;
      const { confirmToken, revokeToken } = await requestChange(user, newEmail);
      const revoked = await revoke(revokeToken);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toEqual({ data: { email: user.email } });
      expect(await getProfile(user)).toMatchObject({ email: user.email, pending_email: null });
      expect((await confirm(confirmToken)).statusCode).toBe(404);
      expect((await revoke(revokeToken)).statusCode).toBe(404);
    });

    it('restores the old address when revoked after the confirmation, once', async () => {
      const user = await newUser();
      const newEmail = `new-${user.email}`;
      const { confirmToken, revokeToken } = await requestChange(user, newEmail);
      expect((await confirm(confirmToken)).statusCode).toBe(200);
      // A further change started meanwhile is withdrawn along with it.
      await requestChange({ ...user, email: newEmail }, `third-${user.email}`);

      const revoked = await revoke(revokeToken);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toEqual({ data: { email: user.email } });
      expect(await getProfile(user)).toMatchObject({ email: user.email, pending_email: null });
      expect((await revoke(revokeToken)).statusCode).toBe(404);
    });

    it('does not restore an old address that another user has taken meanwhile', async () => {
      const user = await newUser();
      const newEmail = `new-${user.email}`;
      const { confirmToken, revokeToken } = await requestChange(user, newEmail);
      expect((await confirm(confirmToken)).statusCode).toBe(200);
      const other = await newUser();
      expect((await requestChange(other, user.email.toUpperCase())).confirmToken).toBeTruthy();
      const [otherConfirmation] = (await mailsTo(user.email.toUpperCase())).slice(-1);
      expect((await confirm(tokenIn(otherConfirmation!.textBody, 'confirm'))).statusCode).toBe(200);

      for (const [headers, message] of [
        [english, 'The previous email address is now used by another account, so it cannot be restored.'],
        [
          german,
          'Die bisherige E-Mail-Adresse wird inzwischen von einem anderen Konto verwendet und kann daher nicht wiederhergestellt werden.',
        ],
      ] as const) {
        const refused = await revoke(revokeToken, headers);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message });
      }
      expect((await userRow(user.id))!.email).toBe(newEmail);
    });

    it('answers 404 for expired links', async () => {
      const user = await newUser();
      const first = await requestChange(user, `new-${user.email}`);
      await db()
        .update(emailChanges)
        .set({ confirmExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailChanges.userId, user.id));
      expect((await confirm(first.confirmToken)).statusCode).toBe(404);
      // An expired change is no longer shown as pending.
      expect((await getProfile(user)).pending_email).toBeNull();

      const second = await requestChange(user, `newer-${user.email}`);
      expect((await confirm(second.confirmToken)).statusCode).toBe(200);
      await db()
        .update(emailChanges)
        .set({ revokeExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailChanges.userId, user.id));
      expect((await revoke(second.revokeToken)).statusCode).toBe(404);
      expect((await userRow(user.id))!.email).toBe(`newer-${user.email}`);
    });

    it('replaces a pending change with a newer one, and withdraws it on request', async () => {
      const user = await newUser();
      const first = await requestChange(user, `first-${user.email}`);
      // Saving the form again with the pending address (in any case) mails nothing new.
      expect((await putProfile(user, profileInput(user.email, { email: `FIRST-${user.email}` }))).statusCode).toBe(200);
      expect(await mailsTo(`FIRST-${user.email}`)).toEqual([]);
      // Saving it with the current address leaves the pending change alone.
      expect((await putProfile(user, profileInput(user.email))).json().data.pending_email).toBe(`first-${user.email}`);

      const second = await requestChange(user, `second-${user.email}`);
      expect((await getProfile(user)).pending_email).toBe(`second-${user.email}`);
      expect((await confirm(first.confirmToken)).statusCode).toBe(404);
      expect((await revoke(first.revokeToken)).statusCode).toBe(404);

      const cancelled = await call(user, { method: 'DELETE', url: buildPath(endpoints.cancelEmailChange) });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data).toMatchObject({ email: user.email, pending_email: null });
      expect((await confirm(second.confirmToken)).statusCode).toBe(404);
      expect((await userRow(user.id))!.email).toBe(user.email);
    });

    it('takes over a change of case only, without mails', async () => {
      const user = await newUser();
      const response = await putProfile(user, profileInput(user.email, { email: user.email.toUpperCase() }));
      expect(response.json().data).toMatchObject({ email: user.email.toUpperCase(), pending_email: null });
      expect(await mailsTo(user.email.toUpperCase())).toEqual([]);
      expect(await mailsTo(user.email)).toEqual([]);
    });

    it('refuses an address another user has, at the request and at the confirmation', async () => {
      const user = await newUser();
      const other = await newUser();
      for (const [headers, message] of [
        [english, '"Email" already exists.'],
        [german, '„E-Mail“ existiert bereits.'],
      ] as const) {
        const response = await putProfile(
          user,
          profileInput(user.email, { email: other.email.toUpperCase() }),
          headers,
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ email: [message] });
      }

      // Another user's pending change reserves nothing: whoever confirms first gets the address.
      const contested = `contested-${user.email}`;
      const mine = await requestChange(user, contested);
      const theirs = await requestChange(other, contested);
      expect((await confirm(theirs.confirmToken)).statusCode).toBe(200);
      for (const [headers, message] of [
        [english, 'This email address is already used by another account.'],
        [german, 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.'],
      ] as const) {
        const refused = await confirm(mine.confirmToken, headers);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message });
      }
      expect((await userRow(user.id))!.email).toBe(user.email);
    });

    it('answers 404 for tokens that do not fit the links', async () => {
      for (const token of ['x'.repeat(31), `${'x'.repeat(42)}!`, `${'x'.repeat(42)}=`]) {
        expect((await confirm(token)).statusCode).toBe(404);
        expect((await revoke(token)).statusCode).toBe(404);
      }
    });
  });

  describe('settings', () => {
    it('writes the settings, which the user info reflects at once', async () => {
      const user = await newUser();
      const response = await call(user, {
        method: 'PUT',
        url: buildPath(endpoints.updateSettings),
        payload: validSettings,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(settingsSchema.parse(response.json().data)).toEqual(validSettings);
      const read = await call(user, { method: 'GET', url: buildPath(endpoints.getSettings) });
      expect(read.json()).toEqual({ data: validSettings });
      const userInfo = await call(user, { method: 'GET', url: buildPath(endpoints.getUserInfo) });
      expect(userInfo.json().data).toMatchObject({
        locale: 'de_CH',
        currency: 'USD',
        date_format: 'Ymd',
        time_format: '12',
        first_weekday: 0,
        system_of_measurement: 'imperial',
        decimal_separator: 'comma',
        thousand_separator: 'space',
      });
      expect((await userRow(user.id))!.language).toBe('de');
    });

    it('refuses unknown fields, and writes nothing', async () => {
      const user = await newUser();
      const before = await userRow(user.id);
      const response = await call(user, {
        method: 'PUT',
        url: buildPath(endpoints.updateSettings),
        payload: { ...validSettings, email: 'sneaky@example.com' },
      });
      expect(response.statusCode).toBe(422);
      expect(await userRow(user.id)).toEqual(before);
    });

    it.for(settingsRules)('answers 422 in English and German: %s', async ([, changes, field, en, de]) => {
      const user = await newUser();
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        const response = await call(user, {
          method: 'PUT',
          url: buildPath(endpoints.updateSettings),
          payload: { ...validSettings, ...changes },
          headers,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[field]?.[0]).toBe(message);
      }
    });
  });

  describe('password', () => {
    const changePassword = (user: TestUser, payload: object, headers = english) =>
      call(user, { method: 'PUT', url: buildPath(endpoints.changePassword), payload, headers });

    it('stores a new hash once the current password is confirmed', async () => {
      const user = await newUser();
      const response = await changePassword(user, validPasswordChange);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { changed: true } });
      const { passwordHash: stored } = (await userRow(user.id))!;
      expect(stored).toMatch(/^scrypt\$/);
      expect(await verifyPassword('new password 2', stored)).toBe(true);
      expect(await verifyPassword(password, stored)).toBe(false);
    });

    it.for(passwordRules)('answers 422 in English and German: %s', async ([, changes, field, en, de]) => {
      const user = await newUser();
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        const response = await changePassword(user, { ...validPasswordChange, ...changes }, headers);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[field]?.[0]).toBe(message);
      }
      expect((await userRow(user.id))!.passwordHash).toBe(passwordHash);
    });

    it('tells users who sign in through another provider that they have no password to change', async () => {
      const user = await newUser({ passwordHash: null, externalSubject: `external-${randomUUID()}` });
      for (const [headers, language] of [
        [english, 'en'],
        [german, 'de'],
      ] as const) {
        const response = await changePassword(user, validPasswordChange, headers);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: accountMessages.noPasswordToChange[language] });
      }
      expect((await userRow(user.id))!.passwordHash).toBeNull();
    });

    it('throttles wrong current passwords', async () => {
      const user = await newUser();
      for (let attempt = 0; attempt < signInThrottle.perAccount; attempt++) {
        const response = await changePassword(user, { ...validPasswordChange, current_password: 'guess' });
        expect(response.statusCode).toBe(422);
      }
      for (const [headers, message] of [
        [english, 'Too many wrong passwords. Please try again in a few minutes.'],
        [german, 'Zu viele falsche Passwörter. Bitte versuchen Sie es in einigen Minuten erneut.'],
      ] as const) {
        const throttled = await changePassword(user, validPasswordChange, headers);
        expect(throttled.statusCode).toBe(429);
        expect(throttled.json()).toEqual({ message });
        expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await userRow(user.id))!.passwordHash).toBe(passwordHash);
    });
  });

  describe('account deletion', () => {
    const deleteProfile = (user: TestUser, payload: object, headers = english) =>
      call(user, { method: 'DELETE', url: buildPath(endpoints.deleteProfile), payload, headers });

    it.for(deletionRules)('answers 422 in English and German: %s', async ([, changes, field, en, de]) => {
      const user = await newUser();
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        const response = await deleteProfile(user, { password, ...changes }, headers);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[field]?.[0]).toBe(message);
      }
      expect(await userRow(user.id)).toBeDefined();
    });

    it('tells users who sign in through another provider why they cannot delete their account here', async () => {
      const user = await newUser({ passwordHash: null, externalSubject: `external-${randomUUID()}` });
      for (const [headers, language] of [
        [english, 'en'],
        [german, 'de'],
      ] as const) {
        const response = await deleteProfile(user, { password: 'anything' }, headers);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: accountMessages.noPasswordToDelete[language] });
      }
      expect(await userRow(user.id)).toBeDefined();
    });

    it('refuses an owner, telling them to transfer the ownership first', async () => {
      const owner = { id: await demo.userId('owner.harbour@example.com'), email: 'owner.harbour@example.com' };
      const user = { ...owner, token: await demo.tokenFor('owner.harbour@example.com') };
      for (const [headers, message] of [
        [
          english,
          'You own a company. Transfer the ownership of your company to another person before you delete your account.',
        ],
        [
          german,
          'Sie sind Inhaber einer Firma. Übertragen Sie die Inhaberschaft Ihrer Firma an eine andere Person, bevor Sie Ihr Konto löschen.',
        ],
      ] as const) {
        const response = await deleteProfile(user, { password: 'demo-password' }, headers);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message });
      }
      expect(await userRow(owner.id)).toBeDefined();
    });

    it('deletes a member with everything that is theirs, and ends their access', async () => {
      const [alpen] = await db().select().from(companies).where(eq(companies.name, 'Alpenbühne Events AG'));
      const member = await newUser({ accountType: 'business' });
      await db().insert(companyMemberships).values({ companyId: alpen!.id, userId: member.id });
      await db().update(users).set({ currentCompanyId: alpen!.id }).where(eq(users.id, member.id));
      const [someRole] = await db()
        .select()
        .from(userAppRoles)
        .where(eq(userAppRoles.userId, await demo.userId('member@example.com')));
      await db()
        .insert(userAppRoles)
        .values({ ...someRole!, userId: member.id });
      await db().insert(installations).values({ appId: someRole!.appId, userId: member.id });
      await db()
        .insert(notifications)
        .values({ userId: member.id, type: 'app_installed', params: { app_name: 'Crew' } });
      await requestChange(member, `new-${member.email}`);
      expect((await call(member, { method: 'GET', url: buildPath(endpoints.getUserInfo) })).json().data).toMatchObject({
        company_id: alpen!.id,
      });

      const response = await deleteProfile(member, { password });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { deleted: true } });

      expect(await userRow(member.id)).toBeUndefined();
      for (const table of [companyMemberships, userAppRoles, installations, notifications, emailChanges]) {
        const rows = await db().select().from(table).where(eq(table.userId, member.id));
        expect(rows).toEqual([]);
      }
      expect(await db().select().from(companies).where(eq(companies.id, alpen!.id))).toHaveLength(1);
      // Their still unexpired access token no longer opens anything.
      for (const endpoint of [endpoints.getProfile, endpoints.getUserInfo, endpoints.getSettings]) {
        const refused = await call(member, { method: 'GET', url: buildPath(endpoint) });
        expect(refused.statusCode).toBe(401);
      }
    });
  });
});
