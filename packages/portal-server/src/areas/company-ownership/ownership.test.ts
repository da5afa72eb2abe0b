import { randomUUID } from 'node:crypto';
import { accountMessages, buildPath, endpoints, type CompanyOwnership } from '@eventsuite/api-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apps, roles, userAppRoles } from '../admin-apps';
import { activityLog } from '../../changes/schema';
import { companies, companyMemberships, users, hashPassword } from '../identity';
import { portalAppName } from '../admin-apps';
import { notifications } from '../notifications';
import { signInFailures, signInThrottle } from '../sign-in';
import { systemSettings } from '../system-settings';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const password = 'owner password 1';
const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de-DE,de;q=0.9' };

interface Member {
  id: string;
  token: string;
}

describe.each(backends)('ownership transfer on $name', ({ name, create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;
  let passwordHash: string;
  let teamMemberRole: string;
  let managerRole: string;
  let portalApp: string;

  beforeAll(async () => {
    passwordHash = await hashPassword(password);
    const portalRoles = await db()
      .select({ id: roles.id, name: roles.displayName, appId: roles.appId })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(eq(apps.internalName, portalAppName));
    teamMemberRole = portalRoles.find((role) => role.name === 'Team member')!.id;
    managerRole = portalRoles.find((role) => role.name === 'Manager')!.id;
    portalApp = portalRoles[0]!.appId;
  });
  beforeEach(async () => {
    await db().delete(signInFailures);
  });

  /** A company of its own with an owner (a manager by role) and `others` further members, so tests stay apart. */
  async function newCompany(others = 2, values: Partial<typeof users.$inferInsert> = {}) {
    const people = await db()
      .insert(users)
      .values(
        Array.from({ length: others + 1 }, (_, index) => ({
          email: `person-${randomUUID()}@example.com`,
          passwordHash,
          givenName: `Person${index}`,
          familyName: 'Test',
          accountType: 'business' as const,
          ...(index === 0 ? values : {}),
        })),
      )
      .returning({ id: users.id });
    const [owner, ...rest] = people.map((row) => row.id);
    const companyId = await db().transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: `Company ${randomUUID()}`, ownerId: owner! })
        .returning({ id: companies.id });
      await tx.insert(companyMemberships).values(people.map((row) => ({ companyId: company!.id, userId: row.id })));
      await tx.insert(userAppRoles).values(
        people.map((row) => ({
          userId: row.id,
          appId: portalApp,
          companyId: company!.id,
          roleId: row.id === owner ? managerRole : teamMemberRole,
        })),
      );
      return company!.id;
    });
    const member = async (id: string): Promise<Member> => ({ id, token: await demo.tokens.sign(id) });
    return { companyId, owner: await member(owner!), others: await Promise.all(rest.map(member)) };
  }

  const call = (member: Member, options: InjectOptions) =>
    demo.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${member.token}` } });
  const transfer = (caller: Member, companyId: string, payload: object, headers = english) =>
    call(caller, {
      method: 'PUT',
      url: buildPath(endpoints.transferCompanyOwnership, { company: companyId }),
      payload,
      headers,
    });
  const ownerOf = async (companyId: string) =>
    (await db().select({ ownerId: companies.ownerId }).from(companies).where(eq(companies.id, companyId)))[0]!.ownerId;
  const portalRoleOf = async (userId: string, companyId: string) =>
    (
      await db()
        .select({ roleId: userAppRoles.roleId })
        .from(userAppRoles)
        .where(
          and(
            eq(userAppRoles.userId, userId),
            eq(userAppRoles.companyId, companyId),
            eq(userAppRoles.appId, portalApp),
          ),
        )
    ).map((row) => row.roleId);
  const permissionsOf = async (member: Member) =>
    (await call(member, { method: 'GET', url: buildPath(endpoints.getPermissions) })).json().data as string[];

  it('gives the new owner the owner role of the System Settings, with its event (ADR 0029)', async () => {
    const { companyId, owner, others } = await newCompany();
    const newOwner = others[0]!;
    await db().update(systemSettings).set({ companyOwnerRoleId: managerRole });
    try {
      const response = await transfer(owner, companyId, { new_owner: newOwner.id, password });
      expect(response.statusCode, response.body).toBe(200);
      expect(await portalRoleOf(newOwner.id, companyId)).toEqual([managerRole]);
      expect(await portalRoleOf(owner.id, companyId)).toEqual([teamMemberRole]);
      const events = await db()
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.companyId, companyId), eq(activityLog.eventType, 'user_eventsuite_role_updated')));
      expect(events).toEqual([
        expect.objectContaining({
          actorUserId: owner.id,
          objectType: 'user',
          objectId: newOwner.id,
          details: { role_id: { from: teamMemberRole, to: managerRole } },
        }),
      ]);
    } finally {
      await db().update(systemSettings).set({ companyOwnerRoleId: null });
    }
  });

  it('lists the owner and the members who could take over, without the locked ones', async () => {
    const { companyId, owner, others } = await newCompany(3);
    await db().update(users).set({ lockedAt: new Date() }).where(eq(users.id, others[2]!.id));
    const response = await call(owner, {
      method: 'GET',
      url: buildPath(endpoints.getCompanyOwner, { company: companyId }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const ownership = response.json().data as CompanyOwnership;
    expect(ownership.owner.id).toBe(owner.id);
    expect(ownership.candidates.map((candidate) => candidate.id).sort()).toEqual([others[0]!.id, others[1]!.id].sort());
  });

  it('hands the company over in one change: owner, default role, notification and event', async () => {
    const { companyId, owner, others } = await newCompany();
    const newOwner = others[0]!;
    // An app of the former owner's: their access stays.
    const [crewPlanner] = await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, 'crew-planner'));
    const [plannerRole] = await db().select({ id: roles.id }).from(roles).where(eq(roles.appId, crewPlanner!.id));
    await db()
      .insert(userAppRoles)
      .values({ userId: owner.id, appId: crewPlanner!.id, companyId, roleId: plannerRole!.id });
    expect(await permissionsOf(owner)).toContain('eventsuite.is_owner');

    const response = await transfer(owner, companyId, { new_owner: newOwner.id, password });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as CompanyOwnership).owner.id).toBe(newOwner.id);

    expect(await ownerOf(companyId)).toBe(newOwner.id);
    expect(await portalRoleOf(owner.id, companyId)).toEqual([teamMemberRole]);
    // The new owner keeps their role; ownership passes every company check.
    expect(await portalRoleOf(newOwner.id, companyId)).toEqual([teamMemberRole]);
    const crewRoles = await db()
      .select({ roleId: userAppRoles.roleId })
      .from(userAppRoles)
      .where(and(eq(userAppRoles.userId, owner.id), eq(userAppRoles.appId, crewPlanner!.id)));
    expect(crewRoles).toEqual([{ roleId: plannerRole!.id }]);

    // At once, for both: the kept session users are forgotten before the change resolves.
    expect((await permissionsOf(owner)).filter((entry) => entry.startsWith('eventsuite.'))).toEqual([
      'eventsuite.can_view_company_profile',
    ]);
    expect(await permissionsOf(newOwner)).toContain('eventsuite.is_owner');
    const userInfo = await call(owner, { method: 'GET', url: buildPath(endpoints.getUserInfo) });
    expect(userInfo.json().data.company_is_owner).toBe(false);

    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, newOwner.id));
    expect(notice).toMatchObject({ type: 'ownership_transferred', params: { company_name: expect.any(String) } });
    const [event] = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.companyId, companyId))
      .orderBy(desc(activityLog.id));
    expect(event).toMatchObject({
      eventType: 'company_ownership_transferred',
      actorUserId: owner.id,
      objectType: 'company',
      objectId: companyId,
      details: { from: owner.id, from_name: 'Person0 Test', to: newOwner.id, to_name: 'Person1 Test' },
    });

    // The former owner is an owner no longer.
    expect((await transfer(owner, companyId, { new_owner: others[1]!.id, password })).statusCode).toBe(403);
  });

  describe('refusals, in English and German', () => {
    const required = ['The field "Password" cannot be empty.', 'Das Feld „Passwort“ darf nicht leer sein.'];
    const chosen = ['Must be chosen', 'Muss ausgewählt werden'];
    type Case = [
      name: string,
      payload: (c: Awaited<ReturnType<typeof newCompany>>) => object,
      field: string,
      en: string,
      de: string,
    ];
    const cases: Case[] = [
      [
        'password wrong',
        (c) => ({ new_owner: c.others[0]!.id, password: 'not it' }),
        'password',
        'Invalid password',
        'Ungültiges Passwort',
      ],
      ['password empty', (c) => ({ new_owner: c.others[0]!.id, password: '' }), 'password', required[0]!, required[1]!],
      ['password missing', (c) => ({ new_owner: c.others[0]!.id }), 'password', required[0]!, required[1]!],
      ['new owner missing', () => ({ password }), 'new_owner', chosen[0]!, chosen[1]!],
      ['new owner not an id', () => ({ new_owner: 'max', password }), 'new_owner', chosen[0]!, chosen[1]!],
      ['new owner unknown', () => ({ new_owner: randomUUID(), password }), 'new_owner', chosen[0]!, chosen[1]!],
      ['new owner is the owner', (c) => ({ new_owner: c.owner.id, password }), 'new_owner', chosen[0]!, chosen[1]!],
    ];

    it.for(cases)('%s', async ([, payload, field, en, de]) => {
      const company = await newCompany();
      for (const [headers, message] of [
        [english, en],
        [german, de],
      ] as const) {
        const response = await transfer(company.owner, company.companyId, payload(company), headers);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors).toEqual({ [field]: [message] });
      }
      expect(await ownerOf(company.companyId)).toBe(company.owner.id);
      expect(await portalRoleOf(company.owner.id, company.companyId)).toEqual([managerRole]);
    });

    it('refuses a member of another company, a locked member and a personal account', async () => {
      const company = await newCompany(2);
      const stranger = await newCompany(1);
      const locked = company.others[1]!;
      await db().update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.id));
      const alpenMember = await demo.userId('member@example.com');
      for (const newOwner of [
        stranger.others[0]!.id,
        locked.id,
        alpenMember,
        await demo.userId('private@example.com'),
      ]) {
        const response = await transfer(company.owner, company.companyId, { new_owner: newOwner, password });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors).toEqual({ new_owner: ['Must be chosen'] });
      }
      expect(await ownerOf(company.companyId)).toBe(company.owner.id);
    });

    it('refuses a member (403) and another company’s id (404)', async () => {
      const company = await newCompany(1);
      const other = await newCompany(1);
      const byMember = await transfer(company.others[0]!, company.companyId, { new_owner: company.owner.id, password });
      expect(byMember.statusCode).toBe(403);
      const elsewhere = await transfer(company.owner, other.companyId, { new_owner: other.others[0]!.id, password });
      expect(elsewhere.statusCode).toBe(404);
      expect(await ownerOf(other.companyId)).toBe(other.owner.id);
    });

    it('throttles wrong passwords like the other password confirmations', async () => {
      const company = await newCompany(1);
      const payload = { new_owner: company.others[0]!.id, password: 'guess' };
      for (let attempt = 0; attempt < signInThrottle.perAccount; attempt++) {
        expect((await transfer(company.owner, company.companyId, payload)).statusCode).toBe(422);
      }
      for (const [headers, message] of [
        [english, 'Too many wrong passwords. Please try again in a few minutes.'],
        [german, 'Zu viele falsche Passwörter. Bitte versuchen Sie es in einigen Minuten erneut.'],
      ] as const) {
        const throttled = await transfer(company.owner, company.companyId, { ...payload, password }, headers);
        expect(throttled.statusCode).toBe(429);
        expect(throttled.json()).toEqual({ message });
        expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await ownerOf(company.companyId)).toBe(company.owner.id);
    });

    it('tells an owner who signs in elsewhere that there is no password to confirm with', async () => {
      const company = await newCompany(1, { passwordHash: null, externalSubject: `external-${randomUUID()}` });
      for (const [headers, language] of [
        [english, 'en'],
        [german, 'de'],
      ] as const) {
        const response = await transfer(
          company.owner,
          company.companyId,
          { new_owner: company.others[0]!.id, password },
          headers,
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: accountMessages.noPasswordToTransfer[language] });
      }
    });
  });

  it(`finds exactly one owner after two transfers at once (${name})`, async () => {
    const { companyId, owner, others } = await newCompany(2);
    let current = owner;
    let members = [others[0]!, others[1]!];
    for (let round = 0; round < 4; round++) {
      const [to, alsoTo] = members as [Member, Member];
      const responses = await Promise.all([
        transfer(current, companyId, { new_owner: to.id, password }),
        transfer(current, companyId, { new_owner: alsoTo.id, password }),
      ]);
      const bodies = responses.map((response) => response.body).join('\n');
      const won = responses.find((response) => response.statusCode === 200);
      const lost = responses.find((response) => response.statusCode !== 200);
      expect(won && lost, bodies).toBeTruthy();
      const winner = await ownerOf(companyId);
      expect([to.id, alsoTo.id]).toContain(winner);
      expect((won!.json().data as CompanyOwnership).owner.id).toBe(winner);
      // The other is refused either way: a conflict while both were in flight together, or, when the winner
      // had committed before the other request was even let in, the refusal any non-owner gets (its caller
      // owns the company no more).
      expect(lost!.json(), bodies).toEqual(
        lost!.statusCode === 409
          ? { message: 'The ownership of the company has changed meanwhile. Please reload the page.' }
          : { message: 'Permission denied.' },
      );
      expect([403, 409], bodies).toContain(lost!.statusCode);
      // One event per transfer that happened.
      const events = await db()
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.companyId, companyId), eq(activityLog.eventType, 'company_ownership_transferred')));
      expect(events).toHaveLength(round + 1);
      const next = [current, to, alsoTo].filter((member) => member.id !== winner);
      current = [to, alsoTo].find((member) => member.id === winner)!;
      members = next;
    }
  });
});
