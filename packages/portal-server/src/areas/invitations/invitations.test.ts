import { randomUUID } from 'node:crypto';
import { buildPath, endpoints, invitationPageSchema, invitationSchema } from '@eventsuite/api-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { companies, companyMemberships, users, hashPassword, verifyPassword } from '../identity';
import { invitations } from './schema';
import { mailOutbox } from '../../mail/schema';
import { userAppRoles } from '../admin-apps';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { hashToken } from '../profile';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de-CH,de;q=0.9' };
const owner = 'owner.alpen@example.com';

const input = (email: string, changes: Record<string, unknown> = {}) => ({
  email,
  first_name: 'Nina',
  last_name: 'Neu',
  position: 'Rigger',
  location_id: null,
  role_id: null,
  ...changes,
});
const newEmail = () => `invitee-${randomUUID()}@example.com`;
const acceptance = {
  first_name: 'Nina',
  last_name: 'Neu',
  password: 'a good password',
  password_confirmation: 'a good password',
};

const tokenIn = (text: string) => {
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in ${text}`);
  return token;
};

describe.each(backends)('team members and invitations on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;
  const alpen = () => demo.companyId('alpen');

  const as = async (persona: DemoPersonaEmail, options: InjectOptions) => demo.inject(persona, options);
  const addByEmail = async (payload: object, headers = english, persona: DemoPersonaEmail = owner) =>
    as(persona, {
      method: 'POST',
      url: buildPath(endpoints.createTeamMember, { company: await alpen() }),
      payload,
      headers,
    });
  const invite = async (payload: object, headers = english) =>
    as(owner, {
      method: 'POST',
      url: buildPath(endpoints.createInvitation, { company: await alpen() }),
      payload,
      headers,
    });
  const list = async () => {
    const response = await as(owner, {
      method: 'GET',
      url: buildPath(endpoints.listInvitations, { company: await alpen() }),
    });
    expect(response.statusCode).toBe(200);
    return endpoints.listInvitations.response.parse(response.json()).data;
  };
  const show = (token: string) =>
    demo.app.inject({ method: 'GET', url: buildPath(endpoints.showInvitation, { token }) });
  const pageOf = async (token: string) => invitationPageSchema.parse((await show(token)).json().data);
  /** An ended link answers that it ended, and nothing of the invitation: no name, address or company. */
  const expectEnded = async (token: string, email: string) => {
    const response = await show(token);
    expect(response.json()).toEqual({ data: { status: 'ended' } });
    for (const value of [email, 'Nina', 'Alpenbühne', 'Olivia']) expect(response.body).not.toContain(value);
  };
  const accept = (token: string, payload: object = acceptance, headers = english) =>
    demo.app.inject({ method: 'POST', url: buildPath(endpoints.acceptInvitation, { token }), payload, headers });
  const mailsTo = (address: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(asc(mailOutbox.createdAt));
  const lastToken = async (address: string) => tokenIn((await mailsTo(address)).at(-1)!.textBody);

  /** A personal account of its own, belonging to no company. */
  async function personalUser() {
    const [row] = await db()
      .insert(users)
      .values({
        email: newEmail(),
        passwordHash: await hashPassword('a password 1'),
        givenName: 'Paul',
        familyName: 'Solo',
        accountType: 'personal',
      })
      .returning();
    return row!;
  }

  async function invited(email = newEmail()) {
    const response = await invite(input(email));
    expect(response.statusCode, response.body).toBe(200);
    return { email, id: invitationSchema.parse(response.json().data).id, token: await lastToken(email) };
  }

  describe('adding a person by email', () => {
    it('answers an unknown address with email_not_found and writes nothing', async () => {
      const email = newEmail();
      const response = await addByEmail(input(email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { outcome: 'email_not_found', user_id: null, email } });
      expect(await mailsTo(email)).toEqual([]);
      expect(await db().select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    });

    it('adds an account without a company at once, with the default role and the company apps', async () => {
      const user = await personalUser();
      const response = await addByEmail(input(user.email.toUpperCase()));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ outcome: 'added', user_id: user.id, email: user.email });
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ accountType: 'business', currentCompanyId: await alpen() });
      expect(await db().select().from(companyMemberships).where(eq(companyMemberships.userId, user.id))).toHaveLength(
        1,
      );
      // The portal's default company role and the Crew Planner and Timesheets defaults.
      expect(await db().select().from(userAppRoles).where(eq(userAppRoles.userId, user.id))).toHaveLength(3);
      const [event] = await db()
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.objectId, user.id), eq(activityLog.eventType, 'team_member_created')));
      expect(event).toMatchObject({ companyId: await alpen(), actorUserId: await demo.userId(owner) });
      const info = await demo.app.inject({
        method: 'GET',
        url: buildPath(endpoints.getUserInfo),
        headers: { authorization: `Bearer ${await demo.tokens.sign(user.id)}` },
      });
      expect(info.json().data).toMatchObject({ account_type: 'business', company_name: 'Alpenbühne Events AG' });
    });

    it.for([
      ['a member of the company', 'member@example.com', '"Email" already exists.', '„E-Mail“ existiert bereits.'],
      [
        'a member of another team',
        'owner.harbour@example.com',
        'E-mail address already exists in another team',
        'Die E-Mail-Adresse existiert bereits in einem anderen Team',
      ],
    ] as const)('refuses %s in English and German, for adding and for inviting', async ([, email, en, de]) => {
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        for (const send of [addByEmail, invite]) {
          const response = await send(input(email), headers);
          expect(response.statusCode).toBe(422);
          expect(response.json().errors.email).toEqual([message]);
        }
      }
      expect(await db().select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    });

    it('refuses a member of another company of the same company group', async () => {
      // A subsidiary of Alpenbühne (same company_group_id), owned by a person of its own.
      const sister = await personalUser();
      const [alpenRow] = await db()
        .select()
        .from(companies)
        .where(eq(companies.id, await alpen()));
      await db().transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({ name: 'Alpenbühne Tessin SA', ownerId: sister.id, companyGroupId: alpenRow!.companyGroupId })
          .returning();
        await tx.insert(companyMemberships).values({ companyId: company!.id, userId: sister.id });
      });
      for (const [headers, message] of [
        [english, 'This user already exists in another company.'],
        [german, 'Diese Person existiert bereits in einer anderen Firma.'],
      ] as const) {
        const response = await addByEmail(input(sister.email), headers);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.email).toEqual([message]);
      }
    });

    it('refuses invalid input, a location and a role that are not the company’s, and people without the right', async () => {
      const harbourLocation = (
        await as('owner.harbour@example.com', {
          method: 'GET',
          url: buildPath(endpoints.getTeamMemberChoices, { company: await demo.companyId('harbour') }),
        })
      ).json().data.locations[0].id;
      for (const [headers, email, location] of [
        [english, 'Invalid email address', 'Must be chosen'],
        [german, 'Ungültige E-Mail-Adresse', 'Muss ausgewählt werden'],
      ] as const) {
        const bad = await addByEmail(input('nina.example.com'), headers);
        expect(bad.json().errors.email).toEqual([email]);
        const empty = await addByEmail(input(''), headers);
        expect(empty.json().errors.email?.[0]).toMatch(/E-Mail|Email/);
        const elsewhere = await addByEmail(
          input(newEmail(), { location_id: harbourLocation, role_id: randomUUID() }),
          headers,
        );
        expect(elsewhere.statusCode).toBe(422);
        expect(elsewhere.json().errors).toEqual({ location_id: [location], role_id: [location] });
      }
      expect((await addByEmail(input(newEmail()), english, 'member@example.com')).statusCode).toBe(403);
    });
  });

  describe('invitations', () => {
    it('lists the demo invitations with their expiry, one of them expired', async () => {
      const seeded = (await list()).filter(
        (i) => i.email === 'lena.lang@example.com' || i.email === 'tom.tardy@example.com',
      );
      expect(seeded.map((i) => [i.email, i.status])).toEqual([
        ['lena.lang@example.com', 'pending'],
        ['tom.tardy@example.com', 'expired'],
      ]);
      expect(Date.parse(seeded[0]!.expires_at)).toBeGreaterThan(Date.now());
    });

    it('mails a single-use link valid for 7 days, stores only its hash, and logs the invitation', async () => {
      const email = newEmail();
      const response = await invite(input(email, { first_name: 'Nina <b>' }));
      expect(response.statusCode, response.body).toBe(200);
      const invitation = invitationSchema.parse(response.json().data);
      expect(invitation).toMatchObject({ email, status: 'pending', accepted_at: null });
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('You are invited to join Alpenbühne Events AG');
      expect(mail!.textBody).toContain('Olivia Alder invited you');
      expect(mail!.htmlBody).toContain('Hello Nina &lt;b&gt;,');
      const token = tokenIn(mail!.textBody);
      expect(mail!.htmlBody).toContain(`href="https://portal.example.com/invitations/${token}"`);
      const [row] = await db()
        .select({
          invitation: invitations,
          days: sql<number>`extract(epoch from ${invitations.expiresAt} - ${invitations.sentAt}) / 86400`,
        })
        .from(invitations)
        .where(eq(invitations.id, invitation.id));
      expect(row!.invitation.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(Number(row!.days)).toBe(7);
      const [event] = await db()
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.objectId, invitation.id), eq(activityLog.eventType, 'team_member_invited')));
      expect(event).toMatchObject({ objectType: 'invitation', companyId: await alpen() });
      expect((await list()).find((listed) => listed.id === invitation.id)).toMatchObject({ status: 'pending' });
    });

    it('mails in the inviter’s language', async () => {
      const email = newEmail();
      await db().update(users).set({ language: 'de' }).where(eq(users.email, owner));
      try {
        await invite(input(email));
      } finally {
        await db().update(users).set({ language: 'en' }).where(eq(users.email, owner));
      }
      expect((await mailsTo(email))[0]!.subject).toBe('Sie sind eingeladen, Alpenbühne Events AG beizutreten');
    });

    it('mails in French when the inviter reads French', async () => {
      const email = newEmail();
      await db().update(users).set({ language: 'fr' }).where(eq(users.email, owner));
      try {
        await invite(input(email));
      } finally {
        await db().update(users).set({ language: 'en' }).where(eq(users.email, owner));
      }
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('Invitation à rejoindre Alpenbühne Events AG');
      expect(mail!.textBody).toContain('Bonjour Nina,');
      expect(mail!.textBody).toContain('Accepter l’invitation :\n');
      expect(mail!.htmlBody).toContain('<html lang="fr">');
      expect(mail!.htmlBody).toContain(
        'Olivia Alder vous invite à rejoindre l’équipe de l’entreprise Alpenbühne Events AG',
      );
    });

    it('gives someone accepting in French the French language and its default locale', async () => {
      const { email, token } = await invited();
      const accepted = await accept(token, acceptance, { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ language: 'fr', locale: 'fr_FR' });
    });

    it('shows the page without changing anything, then lets a new person accept once', async () => {
      const { email, id, token } = await invited();
      for (let i = 0; i < 2; i += 1) {
        expect(await pageOf(token)).toMatchObject({
          status: 'pending',
          company_name: 'Alpenbühne Events AG',
          owner_name: 'Olivia Alder',
          email,
          first_name: 'Nina',
          account_exists: false,
        });
      }
      const accepted = await accept(token, { ...acceptance, first_name: '  Nina  ' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ data: { email, company_name: 'Alpenbühne Events AG' } });
      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({
        givenName: 'Nina',
        familyName: 'Neu',
        position: 'Rigger',
        accountType: 'business',
        currentCompanyId: await alpen(),
      });
      expect(await verifyPassword('a good password', user!.passwordHash)).toBe(true);
      expect((await list()).find((listed) => listed.id === id)).toMatchObject({ status: 'accepted' });
      // Used: whom to ask remains, the invitee's values do not.
      expect((await show(token)).json()).toEqual({
        data: { status: 'accepted', company_name: 'Alpenbühne Events AG', owner_name: 'Olivia Alder' },
      });
      // Single use: the second time, and for a bogus token, nothing.
      const again = await accept(token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This invitation can no longer be accepted.');
      expect((await accept(token, acceptance, german)).json().message).toBe(
        'Diese Einladung kann nicht mehr angenommen werden.',
      );
      expect((await accept('y'.repeat(43))).statusCode).toBe(404);
      expect((await show('y'.repeat(43))).statusCode).toBe(404);
      expect((await show('short')).statusCode).toBe(404);
    });

    it.for([
      [
        'first name empty',
        { first_name: '' },
        'first_name',
        'The field "First name" cannot be empty.',
        'Das Feld „Vorname“ darf nicht leer sein.',
      ],
      [
        'password too short',
        { password: 'short', password_confirmation: 'short' },
        'password',
        'The password must have at least 10 characters.',
        'Das Passwort muss mindestens 10 Zeichen haben.',
      ],
      [
        'passwords different',
        { password_confirmation: 'another password' },
        'password_confirmation',
        'Passwords do not match.',
        'Die Passwörter stimmen nicht überein.',
      ],
    ] as const)('refuses an acceptance in English and German: %s', async ([, changes, field, en, de]) => {
      const { token, email } = await invited();
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        const response = await accept(token, { ...acceptance, ...changes }, headers);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[field]).toEqual([message]);
      }
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
      expect((await pageOf(token)).status).toBe('pending');
    });

    it('lets an expired link say so and accept nothing', async () => {
      const { email, id, token } = await invited();
      await db()
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.id, id));
      await expectEnded(token, email);
      expect((await accept(token)).statusCode).toBe(409);
      expect((await list()).find((listed) => listed.id === id)).toMatchObject({ status: 'expired' });
    });

    it('resends with a new link: the old one is dead and says it was replaced', async () => {
      const { email, id, token } = await invited();
      await db()
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.id, id));
      const response = await as(owner, {
        method: 'POST',
        url: buildPath(endpoints.resendInvitation, { company: await alpen(), invitation: id }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const resent = invitationSchema.parse(response.json().data);
      expect(resent).toMatchObject({ email, status: 'pending', first_name: 'Nina' });
      const newToken = await lastToken(email);
      expect(newToken).not.toBe(token);
      await expectEnded(token, email);
      expect((await accept(token)).statusCode).toBe(409);
      const listed = await list();
      expect(listed.some((invitation) => invitation.id === id)).toBe(false);
      expect((await accept(newToken)).statusCode).toBe(200);
      // Accepted: neither resent nor revoked any more.
      const late = await as(owner, {
        method: 'POST',
        url: buildPath(endpoints.resendInvitation, { company: await alpen(), invitation: resent.id }),
      });
      expect(late.statusCode).toBe(409);
      const revokeLate = await as(owner, {
        method: 'DELETE',
        url: buildPath(endpoints.revokeInvitation, { company: await alpen(), invitation: resent.id }),
      });
      expect(revokeLate.statusCode).toBe(409);
    });

    it('revokes: the link says so, accepts nothing, and the list no longer shows it', async () => {
      const { email, id, token } = await invited();
      const revoke = async () =>
        as(owner, {
          method: 'DELETE',
          url: buildPath(endpoints.revokeInvitation, { company: await alpen(), invitation: id }),
        });
      expect((await revoke()).statusCode).toBe(200);
      await expectEnded(token, email);
      expect((await accept(token)).statusCode).toBe(409);
      expect((await list()).some((invitation) => invitation.id === id)).toBe(false);
      expect((await revoke()).statusCode).toBe(404);
    });

    it('lets a person with an account sign in and join, only with the invited address', async () => {
      const user = await personalUser();
      const { token } = await invited(user.email);
      expect(await pageOf(token)).toMatchObject({ status: 'pending', account_exists: true });
      const acceptAnyway = await accept(token);
      expect(acceptAnyway.statusCode).toBe(409);
      expect(acceptAnyway.json().message).toMatch(/exists already/);
      const join = (persona: string) =>
        demo.app.inject({
          method: 'POST',
          url: buildPath(endpoints.joinInvitation, { token }),
          headers: { ...english, authorization: `Bearer ${persona}` },
        });
      const someoneElse = await join(await demo.tokenFor('private@example.com'));
      expect(someoneElse.statusCode).toBe(409);
      expect(someoneElse.json().message).toMatch(/another email address/);
      const joined = await join(await demo.tokens.sign(user.id));
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().data).toEqual({ email: user.email, company_name: 'Alpenbühne Events AG' });
      expect((await db().select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
        accountType: 'business',
        currentCompanyId: await alpen(),
      });
      expect((await pageOf(token)).status).toBe('accepted');
      expect((await join(await demo.tokens.sign(user.id))).statusCode).toBe(409);
    });

    it('refuses the join of someone who joined another team meanwhile, in English and German', async () => {
      const user = await personalUser();
      const { token } = await invited(user.email);
      await db()
        .insert(companyMemberships)
        .values({ companyId: await demo.companyId('harbour'), userId: user.id });
      await db().update(users).set({ accountType: 'business' }).where(eq(users.id, user.id));
      for (const [headers, message] of [
        [english, 'E-mail address already exists in another team'],
        [german, 'Die E-Mail-Adresse existiert bereits in einem anderen Team'],
      ] as const) {
        const response = await demo.app.inject({
          method: 'POST',
          url: buildPath(endpoints.joinInvitation, { token }),
          headers: { ...headers, authorization: `Bearer ${await demo.tokens.sign(user.id)}` },
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(message);
      }
      expect((await pageOf(token)).status).toBe('pending');
    });

    it('invites again instead of twice: the open invitation of an address is replaced', async () => {
      const first = await invited();
      const second = await invited(first.email);
      await expectEnded(first.token, first.email);
      expect((await list()).filter((invitation) => invitation.email === first.email).map((i) => i.id)).toEqual([
        second.id,
      ]);
    });

    it('fulfils an open invitation when the person is added directly', async () => {
      const user = await personalUser();
      const { token } = await invited(user.email);
      expect((await addByEmail(input(user.email))).json().data.outcome).toBe('added');
      expect((await pageOf(token)).status).toBe('accepted');
    });
  });
});
