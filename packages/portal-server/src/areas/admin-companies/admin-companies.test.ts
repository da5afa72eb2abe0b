import {
  buildPath,
  endpoints,
  validationChecklistItems,
  validationStates,
  type AdminCompany,
  type AdminCompanyPage,
  type CompanyAppAssignment,
  type ValidationDecision,
  type ValidationState,
} from '@eventsuite/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import { mailOutbox } from '../../mail/schema';
import { useDemoApp, type DemoApp } from '../../testing/demo-app';
import { apps, installations, userAppRoles } from '../admin-apps';
import { stateOf, transition, validationActions, validationRequests } from '../company-verification';
import { companies, companyLocations, companyMemberships, users } from '../identity';
import { invitations } from '../invitations';
import { notifications } from '../notifications';

const admin = 'admin@example.com';
const nora = 'owner.nordlicht@example.com';
const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de' };

const allPassed = Object.fromEntries(validationChecklistItems.map((item) => [item, true])) as Record<
  (typeof validationChecklistItems)[number],
  boolean
>;

/** Puts Nordlicht into `state` by its requests alone, as the state machine reads them; the latest request's id. */
async function putNordlichtInto(demo: DemoApp, state: ValidationState): Promise<string> {
  const db = demo.database.db;
  const companyId = await demo.companyId('nordlicht');
  await db.delete(validationRequests).where(eq(validationRequests.companyId, companyId));
  const decided = { decidedAt: new Date(), checks: allPassed };
  const values = {
    not_validated: { withdrawnAt: new Date() },
    requested: {},
    validated: { decision: 'validated' as const, ...decided },
    declined: {
      decision: 'declined' as const,
      ...decided,
      checks: { ...allPassed, phone: false },
      checkReasons: { phone: 'No answer.' },
    },
  }[state];
  const [row] = await db
    .insert(validationRequests)
    .values({ companyId, ...values })
    .returning({ id: validationRequests.id });
  return row!.id;
}

describe.each(backends)('company administration on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  const get = async <T>(url: string, as: Parameters<DemoApp['inject']>[0] = admin) => {
    const response = await demo.inject(as, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const listUrl = (query: Record<string, string | number>) =>
    `${buildPath(endpoints.listAdminCompanies)}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`;
  const list = (query: Record<string, string | number>) => get<AdminCompanyPage>(listUrl(query));
  const nordlicht = () => demo.companyId('nordlicht');
  const decide = async (body: ValidationDecision, headers = english) =>
    demo.inject(admin, {
      method: 'POST',
      url: buildPath(endpoints.decideCompanyValidation, { company: await nordlicht() }),
      payload: body,
      headers,
    });

  beforeEach(async () => {
    const companyId = await nordlicht();
    await db().delete(validationRequests).where(eq(validationRequests.companyId, companyId));
    await db().delete(activityLog).where(eq(activityLog.companyId, companyId));
  });

  describe('the list', () => {
    it('pages every company in name order, with owner, city and state', async () => {
      const page = await list({});
      const every = await db().select({ name: companies.name }).from(companies);
      expect(page.meta).toMatchObject({ current_page: 1, per_page: 25, total: every.length, search: '', state: 'all' });
      const names = page.data.map((company) => company.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(page.data.find((company) => company.name === 'Harbour Stage GmbH')).toMatchObject({
        owner: { name: expect.any(String) },
        validation_state: 'declined',
      });
    });

    it('searches name, VAT number, city and owner, every word', async () => {
      const [harbour] = await db()
        .select({ vat: companies.vatNumber, city: companies.city, owner: users.familyName })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.ownerId))
        .where(eq(companies.id, await demo.companyId('harbour')));
      for (const search of ['harbour', 'HARBOUR stage', harbour!.owner, harbour!.city ?? '', harbour!.vat]) {
        if (search === '') continue;
        const page = await list({ search: `  ${search} ` });
        expect(
          page.data.map((company) => company.name),
          search,
        ).toContain('Harbour Stage GmbH');
        expect(page.meta.search).toBe(search.trim());
      }
      expect((await list({ search: 'harbour nordlicht' })).data).toEqual([]);
      // `%` and `_` are taken literally.
      expect((await list({ search: '%' })).meta.total).toBe(0);
    });

    it('keeps the search in step with a renamed company and owner', async () => {
      const companyId = await demo.companyId('alpen');
      const [before] = await db().select().from(companies).where(eq(companies.id, companyId));
      await db().update(companies).set({ name: 'Zugspitz Kulisse AG' }).where(eq(companies.id, companyId));
      expect((await list({ search: 'zugspitz' })).data.map((company) => company.id)).toEqual([companyId]);
      await db().update(companies).set({ name: before!.name }).where(eq(companies.id, companyId));
      const ownerId = before!.ownerId;
      const [owner] = await db().select().from(users).where(eq(users.id, ownerId));
      await db().update(users).set({ familyName: 'Quokkamann' }).where(eq(users.id, ownerId));
      expect((await list({ search: 'quokkamann' })).data.map((company) => company.id)).toContain(companyId);
      await db().update(users).set({ familyName: owner!.familyName }).where(eq(users.id, ownerId));
      expect((await list({ search: 'quokkamann' })).data).toEqual([]);
    });

    it('filters by each state exactly as the state machine reads the requests', async () => {
      await putNordlichtInto(demo, 'requested');
      const rows = await db().select().from(validationRequests);
      const every = await db().select({ id: companies.id }).from(companies);
      const expected = (state: ValidationState) =>
        every
          .filter(({ id }) => {
            const latest = rows
              .filter((row) => row.companyId === id)
              .sort(
                (a, b) => b.requestedAt.getTime() - a.requestedAt.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
              )[0];
            return stateOf(latest) === state;
          })
          .map(({ id }) => id)
          .sort();
      for (const state of validationStates) {
        // Every page of the filtered list.
        const first = await list({ state });
        expect(first.meta.state).toBe(state);
        const found = [...first.data];
        for (let page = 2; page <= first.meta.last_page; page++) found.push(...(await list({ state, page })).data);
        expect(found.map((company) => company.id).sort(), state).toEqual(expected(state));
        expect(found.every((company) => company.validation_state === state)).toBe(true);
        expect(first.meta.total).toBe(found.length);
      }
      expect((await list({ state: 'requested' })).data.map((company) => company.id)).toContain(await nordlicht());
    });

    it('refuses a filter, a page and a search it does not know (422)', async () => {
      for (const query of [{ state: 'pending' }, { page: 0 }, { search: 'x'.repeat(101) }] as Record<
        string,
        string | number
      >[]) {
        const response = await demo.inject(admin, {
          method: 'GET',
          url: listUrl(query),
        });
        expect(response.statusCode, JSON.stringify(query)).toBe(422);
      }
    });
  });

  describe('a company’s page', () => {
    it('shows the data, owner, locations and verification; pages the members', async () => {
      const companyId = await nordlicht();
      const { data } = await get<{ data: AdminCompany }>(buildPath(endpoints.showAdminCompany, { company: companyId }));
      expect(data.company).toMatchObject({
        id: companyId,
        owner: { name: 'Nora Lind' },
        validation_state: 'not_validated',
      });
      const locationCount = await db()
        .select({ id: companyLocations.id })
        .from(companyLocations)
        .where(eq(companyLocations.companyId, companyId));
      expect(data.locations).toHaveLength(locationCount.length);
      expect(data.validation).toEqual({ state: 'not_validated', requests: [] });

      const members = await get<{ data: { name: string; is_owner: boolean }[]; meta: { total: number } }>(
        buildPath(endpoints.listAdminCompanyMembers, { company: companyId }),
      );
      const memberCount = await db()
        .select({ id: companyMemberships.userId })
        .from(companyMemberships)
        .where(eq(companyMemberships.companyId, companyId));
      expect(members.meta.total).toBe(memberCount.length);
      expect(members.data.filter((member) => member.is_owner).map((member) => member.name)).toEqual(['Nora Lind']);
    });

    it('does not find a company that does not exist (404), on every endpoint', async () => {
      const company = randomUUID();
      const request = randomUUID();
      for (const [method, url, payload] of [
        ['GET', buildPath(endpoints.showAdminCompany, { company })],
        ['GET', buildPath(endpoints.listAdminCompanyMembers, { company })],
        ['GET', buildPath(endpoints.listCompanyApps, { company })],
        ['DELETE', buildPath(endpoints.deleteAdminCompany, { company })],
        ['POST', buildPath(endpoints.assignCompanyApp, { company }), { app: randomUUID() }],
        ['DELETE', buildPath(endpoints.removeCompanyApp, { company, app: randomUUID() })],
        [
          'POST',
          buildPath(endpoints.decideCompanyValidation, { company }),
          { request, decision: 'accept', checks: allPassed },
        ],
        ['DELETE', buildPath(endpoints.recallCompanyValidation, { company }), {}],
        ['PUT', buildPath(endpoints.setCompanyValidationState, { company }), { state: 'validated' }],
        ['GET', buildPath(endpoints.showAdminCompany, { company: 'not-a-uuid' })],
      ] as const) {
        const response = await demo.inject(admin, { method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    });
  });

  describe('verification decisions', () => {
    const requestAsOwner = async () => {
      const response = await demo.inject(nora, {
        method: 'POST',
        url: buildPath(endpoints.requestValidation, { company: await nordlicht() }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.requests[0] as { id: string }).id;
    };

    it('declines one item with its reason; the owner reads it, asks again, and is accepted', async () => {
      const companyId = await nordlicht();
      const noraId = await demo.userId(nora);
      const adminId = await demo.userId(admin);
      await db().delete(notifications).where(eq(notifications.userId, noraId));
      await db().delete(mailOutbox).where(eq(mailOutbox.recipient, 'owner.nordlicht@example.com'));

      const first = await requestAsOwner();
      const declined = await decide({
        request: first,
        decision: 'decline',
        checks: { ...allPassed, phone: false },
        reasons: { phone: 'The number does not answer.' },
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect((declined.json().data as AdminCompany).validation.state).toBe('declined');

      // The owner's side: the decision, who made it, and the reason beside the item.
      const owners = await get<{ data: { state: string; requests: { checks: unknown[]; decided_by: unknown }[] } }>(
        buildPath(endpoints.listValidationRequests, { company: companyId }),
        nora,
      );
      expect(owners.data.state).toBe('declined');
      expect(owners.data.requests[0]!.decided_by).toEqual({ id: adminId, name: expect.any(String) });
      expect(owners.data.requests[0]!.checks).toContainEqual({
        item: 'phone',
        passed: false,
        reason: 'The number does not answer.',
      });
      expect(owners.data.requests[0]!.checks).toContainEqual({ item: 'address', passed: true, reason: null });
      const bell = await db().select().from(notifications).where(eq(notifications.userId, noraId));
      expect(bell.map((row) => [row.type, row.params])).toEqual([
        ['company_validation_decided', { company_name: 'Nordlicht Bühnentechnik GmbH', decision: 'declined' }],
      ]);
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'owner.nordlicht@example.com'));
      expect(mail!.textBody).toContain('The number does not answer.');

      const second = await requestAsOwner();
      const accepted = await decide({ request: second, decision: 'accept', checks: allPassed });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json().data as AdminCompany).company.validation_state).toBe('validated');
      const ownerView = await get<{ data: { validation_state: string } }>(
        buildPath(endpoints.getCompany, { company: companyId }),
        nora,
      );
      expect(ownerView.data.validation_state).toBe('validated');

      const events = await db()
        .select({ type: activityLog.eventType, actor: activityLog.actorUserId })
        .from(activityLog)
        .where(eq(activityLog.companyId, companyId));
      expect(events.map((event) => [event.type, event.actor]).sort()).toEqual(
        [
          ['company_validation_requested', noraId],
          ['company_validation_declined', adminId],
          ['company_validation_requested', noraId],
          ['company_validated', adminId],
        ].sort(),
      );
    });

    it('refuses a decision that breaks the checklist’s rules (422), in English and German', async () => {
      const request = await putNordlichtInto(demo, 'requested');
      const cases: [ValidationDecision, Record<string, string>, Record<string, string>][] = [
        [
          { request, decision: 'accept', checks: { ...allPassed, email: false } },
          { 'checks.email': 'A verification is accepted only when every item has passed.' },
          { 'checks.email': 'Eine Verifizierung wird nur angenommen, wenn jeder Punkt bestanden ist.' },
        ],
        [
          { request, decision: 'decline', checks: allPassed },
          { checks: 'Mark at least one item as failed to decline.' },
          { checks: 'Markieren Sie mindestens einen Punkt als nicht bestanden, um abzulehnen.' },
        ],
        [
          { request, decision: 'decline', checks: { ...allPassed, vat_number: false }, reasons: { vat_number: '  ' } },
          { 'reasons.vat_number': 'The field "Reason: VAT number" cannot be empty.' },
          { 'reasons.vat_number': 'Das Feld „Begründung: Mehrwertsteuernummer“ darf nicht leer sein.' },
        ],
        [
          { request, decision: 'decline', checks: { ...allPassed, name: false }, reasons: { name: 'x', email: 'y' } },
          { 'reasons.email': 'Only a failed item takes a reason.' },
          { 'reasons.email': 'Nur ein nicht bestandener Punkt erhält eine Begründung.' },
        ],
      ];
      for (const [body, englishErrors, germanErrors] of cases) {
        for (const [headers, messages] of [
          [english, englishErrors],
          [german, germanErrors],
        ] as const) {
          const response = await decide(body, headers);
          expect(response.statusCode, response.body).toBe(422);
          const errors = response.json().errors as Record<string, string[]>;
          for (const [field, message] of Object.entries(messages)) expect(errors[field]).toEqual([message]);
        }
      }
      const missingItem = await decide({ request, decision: 'accept', checks: { address: true } as never });
      expect(missingItem.statusCode).toBe(422);
      expect(
        (await db().select().from(validationRequests).where(eq(validationRequests.id, request)))[0]!.decision,
      ).toBeNull();
    });

    it('lets one of two admins deciding the same request at once win; the other gets a clear conflict', async () => {
      const request = await putNordlichtInto(demo, 'requested');
      const answers = await Promise.all([
        decide({ request, decision: 'accept', checks: allPassed }),
        decide(
          {
            request,
            decision: 'decline',
            checks: { ...allPassed, name: false },
            reasons: { name: 'Not in the register.' },
          },
          german,
        ),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect([
        'This verification request has already been decided or withdrawn.',
        'Über diese Verifizierungsanfrage wurde bereits entschieden, oder sie wurde zurückgezogen.',
      ]).toContain(loser.json().message);
      const events = await db()
        .select()
        .from(activityLog)
        .where(eq(activityLog.companyId, await nordlicht()));
      expect(events).toHaveLength(1);
    });

    // Every admin action from every state, through the API: the allowed ones move the company where the
    // state machine says, the refused ones answer 409 and change nothing.
    const adminActions = validationActions.filter((action) => action !== 'request' && action !== 'withdraw');
    const cases = validationStates.flatMap((state) => adminActions.map((action) => [state, action] as const));

    it.for(cases)('from %s, %s', async ([state, action]) => {
      const latest = await putNordlichtInto(demo, state);
      const company = await nordlicht();
      const send = () => {
        switch (action) {
          case 'accept':
            return decide({ request: latest, decision: 'accept', checks: allPassed });
          case 'decline':
            return decide({
              request: latest,
              decision: 'decline',
              checks: { ...allPassed, email: false },
              reasons: { email: 'Bounces.' },
            });
          case 'recall':
            return demo.inject(admin, {
              method: 'DELETE',
              url: buildPath(endpoints.recallCompanyValidation, { company }),
              payload: { reason: 'The register entry was deleted.' },
            });
          default:
            return demo.inject(admin, {
              method: 'PUT',
              url: buildPath(endpoints.setCompanyValidationState, { company }),
              payload: { state: action === 'set_validated' ? 'validated' : 'not_validated' },
            });
        }
      };
      const response = await send();
      const expected = transition(state, action);
      const now = await get<{ data: AdminCompany }>(buildPath(endpoints.showAdminCompany, { company }));
      if (expected.allowed) {
        expect(response.statusCode, response.body).toBe(200);
        expect(now.data.validation.state).toBe(expected.to);
        expect(now.data.company.validation_state).toBe(expected.to);
        const events = await db().select().from(activityLog).where(eq(activityLog.companyId, company));
        expect(events).toHaveLength(1);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().message).toEqual(expect.any(String));
        expect(now.data.validation.state).toBe(state);
      }
    });

    it('words a recall’s reason to the owner', async () => {
      await putNordlichtInto(demo, 'validated');
      const response = await demo.inject(admin, {
        method: 'DELETE',
        url: buildPath(endpoints.recallCompanyValidation, { company: await nordlicht() }),
        payload: { reason: 'The register entry was deleted.' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as AdminCompany;
      expect(data.validation.requests[0]).toMatchObject({
        status: 'recalled',
        reasons: ['The register entry was deleted.'],
      });
    });
  });

  describe('assigned apps', () => {
    const appId = async (internalName: string) =>
      (await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName)))[0]!.id;

    it('assigns an app to the company and removes it again, each logged', async () => {
      const company = await nordlicht();
      const stockRoom = await appId('stock-room');
      const url = buildPath(endpoints.assignCompanyApp, { company });
      const before = (await get<{ data: CompanyAppAssignment }>(buildPath(endpoints.listCompanyApps, { company })))
        .data;
      expect(before.available.map((app) => app.id)).toContain(stockRoom);
      // Apps company accounts do not see are not offered.
      expect(before.available.map((app) => app.id)).not.toContain(await appId('venue-finder'));

      const assigned = await demo.inject(admin, { method: 'POST', url, payload: { app: stockRoom } });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect((assigned.json().data as CompanyAppAssignment).assigned.map((app) => app.id)).toContain(stockRoom);
      const roles = await db()
        .select()
        .from(userAppRoles)
        .where(and(eq(userAppRoles.companyId, company), eq(userAppRoles.appId, stockRoom)));
      expect(roles.length).toBeGreaterThan(0);

      for (const headers of [english, german]) {
        const again = await demo.inject(admin, { method: 'POST', url, payload: { app: stockRoom }, headers });
        expect(again.statusCode).toBe(409);
      }
      expect(
        (await demo.inject(admin, { method: 'POST', url, payload: { app: await appId('venue-finder') } })).statusCode,
      ).toBe(422);
      const opsConsole = await appId('ops-console');
      expect(
        (
          await demo.inject(admin, {
            method: 'DELETE',
            url: buildPath(endpoints.removeCompanyApp, { company, app: opsConsole }),
          })
        ).statusCode,
      ).toBe(409);

      const removeUrl = buildPath(endpoints.removeCompanyApp, { company, app: stockRoom });
      const removed = await demo.inject(admin, { method: 'DELETE', url: removeUrl });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((removed.json().data as CompanyAppAssignment).available.map((app) => app.id)).toContain(stockRoom);
      expect((await demo.inject(admin, { method: 'DELETE', url: removeUrl })).statusCode).toBe(409);

      const events = await db()
        .select({ type: activityLog.eventType })
        .from(activityLog)
        .where(and(eq(activityLog.companyId, company), eq(activityLog.objectId, stockRoom)));
      expect(events.map((event) => event.type).sort()).toEqual(['company_app_assigned', 'company_app_unassigned']);
    });
  });

  describe('deleting a company', () => {
    it('removes it and everything of it; its people keep their accounts', async () => {
      const member = await demo.userId('member@example.com');
      const [owner] = await db()
        .insert(users)
        .values({
          email: `owner-${randomUUID()}@example.com`,
          givenName: 'Gone',
          familyName: 'Owner',
          accountType: 'business',
        })
        .returning({ id: users.id });
      const company = await db().transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({ name: 'Soon Gone GmbH', ownerId: owner!.id })
          .returning({ id: companies.id });
        await tx.insert(companyMemberships).values([
          { companyId: row!.id, userId: owner!.id },
          { companyId: row!.id, userId: member },
        ]);
        return row!.id;
      });
      await db().update(users).set({ currentCompanyId: company }).where(eq(users.id, owner!.id));
      await db().insert(companyLocations).values({ companyId: company, name: 'Depot', isHeadquarters: true });
      await db()
        .insert(invitations)
        .values({
          companyId: company,
          email: 'invited@example.com',
          tokenHash: randomUUID(),
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      await db()
        .insert(installations)
        .values({ companyId: company, appId: await appId('stock-room') });
      await db().insert(validationRequests).values({ companyId: company });

      const response = await demo.inject(admin, {
        method: 'DELETE',
        url: buildPath(endpoints.deleteAdminCompany, { company }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await db().select().from(companies).where(eq(companies.id, company))).toEqual([]);
      for (const table of [
        companyMemberships,
        companyLocations,
        invitations,
        installations,
        validationRequests,
        userAppRoles,
      ]) {
        expect(await db().select().from(table).where(eq(table.companyId, company))).toEqual([]);
      }
      const people = await db()
        .select()
        .from(users)
        .where(inArray(users.id, [owner!.id, member]));
      expect(people).toHaveLength(2);
      expect(people.find((person) => person.id === owner!.id)!.currentCompanyId).toBeNull();
      const [event] = await db().select().from(activityLog).where(eq(activityLog.objectId, company));
      expect(event).toMatchObject({ eventType: 'company_deleted', actorUserId: await demo.userId(admin) });
      expect((await list({ search: 'soon gone' })).data).toEqual([]);
      expect(
        (await demo.inject(admin, { method: 'DELETE', url: buildPath(endpoints.deleteAdminCompany, { company }) }))
          .statusCode,
      ).toBe(404);
    });

    async function appId(internalName: string) {
      return (await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName)))[0]!.id;
    }
  });
});
