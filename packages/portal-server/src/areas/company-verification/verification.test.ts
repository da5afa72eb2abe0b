import { buildPath, endpoints, type CompanyValidation } from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { hasSqlState, sqlState } from '../../db/errors';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { validationRequests } from './schema';

const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de' };
const nora = 'owner.nordlicht@example.com';

describe.each(backends)('company verification on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  beforeEach(async () => {
    const nordlicht = await demo.companyId('nordlicht');
    await db().delete(validationRequests).where(eq(validationRequests.companyId, nordlicht));
    await db().delete(activityLog).where(eq(activityLog.companyId, nordlicht));
  });

  const list = async (as: DemoPersonaEmail, company: 'nordlicht' | 'harbour' | 'operations' = 'nordlicht') => {
    const response = await demo.inject(as, {
      method: 'GET',
      url: buildPath(endpoints.listValidationRequests, { company: await demo.companyId(company) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as CompanyValidation;
  };
  const requestValidation = async (headers = english) =>
    demo.inject(nora, {
      method: 'POST',
      url: buildPath(endpoints.requestValidation, { company: await demo.companyId('nordlicht') }),
      headers,
    });
  const withdraw = async (request: string, headers = english) =>
    demo.inject(nora, {
      method: 'DELETE',
      url: buildPath(endpoints.withdrawValidationRequest, { company: await demo.companyId('nordlicht'), request }),
      headers,
    });
  const events = async () =>
    (
      await db()
        .select()
        .from(activityLog)
        .where(eq(activityLog.companyId, await demo.companyId('nordlicht')))
    ).map((event) => [event.eventType, event.actorUserId]);

  it('starts not validated, without history', async () => {
    expect(await list(nora)).toEqual({ state: 'not_validated', requests: [] });
  });

  it('requests, then withdraws; both logged; the team sees it too', async () => {
    const requested = await requestValidation();
    expect(requested.statusCode, requested.body).toBe(200);
    const afterRequest = requested.json().data as CompanyValidation;
    expect(afterRequest.state).toBe('requested');
    expect(afterRequest.requests).toEqual([
      expect.objectContaining({
        status: 'requested',
        requested_by: { id: await demo.userId(nora), name: 'Nora Lind' },
        closed_at: null,
        reasons: [],
        checks: [],
      }),
    ]);
    expect((await list('deputy.nordlicht@example.com')).state).toBe('requested');

    const withdrawn = await withdraw(afterRequest.requests[0]!.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const afterWithdrawal = withdrawn.json().data as CompanyValidation;
    expect(afterWithdrawal.state).toBe('not_validated');
    expect(afterWithdrawal.requests[0]).toMatchObject({ status: 'withdrawn', closed_at: expect.any(String) });

    const noraId = await demo.userId(nora);
    expect((await events()).sort()).toEqual(
      [
        ['company_validation_requested', noraId],
        ['company_validation_withdrawn', noraId],
      ].sort(),
    );

    // Asking again starts a new request; the history keeps the old one.
    expect((await requestValidation()).statusCode).toBe(200);
    expect((await list(nora)).requests.map((request) => request.status)).toEqual(['requested', 'withdrawn']);
  });

  it('refuses a second request and a second withdrawal (409), in English and German', async () => {
    const first = (await requestValidation()).json().data as CompanyValidation;
    for (const [headers, message] of [
      [english, 'A verification request has already been sent.'],
      [german, 'Eine Verifizierungsanfrage wurde bereits gesendet.'],
    ] as const) {
      const again = await requestValidation(headers);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message });
    }
    const id = first.requests[0]!.id;
    expect((await withdraw(id)).statusCode).toBe(200);
    for (const [headers, message] of [
      [english, 'There is no open verification request.'],
      [german, 'Es gibt keine offene Verifizierungsanfrage.'],
    ] as const) {
      const again = await withdraw(id, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message });
    }
    expect(await events()).toHaveLength(2);
  });

  it('refuses a request while verified, and withdrawing a decided request', async () => {
    const nordlicht = await demo.companyId('nordlicht');
    const [decided] = await db()
      .insert(validationRequests)
      .values({ companyId: nordlicht, decision: 'validated', decidedAt: new Date() })
      .returning({ id: validationRequests.id });
    for (const [headers, message] of [
      [english, 'The company is already verified.'],
      [german, 'Die Firma ist bereits verifiziert.'],
    ] as const) {
      const response = await requestValidation(headers);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect((await withdraw(decided!.id)).statusCode).toBe(409);
    expect((await list(nora)).state).toBe('validated');
    expect(await events()).toEqual([]);
  });

  it('lets a declined company ask again', async () => {
    await db()
      .insert(validationRequests)
      .values({
        companyId: await demo.companyId('nordlicht'),
        decision: 'declined',
        decidedAt: new Date(),
        reasons: ['The phone number does not answer.'],
        checks: { phone: false, address: true },
      });
    const declined = await list(nora);
    expect(declined.state).toBe('declined');
    expect(declined.requests[0]).toMatchObject({
      reasons: ['The phone number does not answer.'],
      checks: [
        { item: 'address', passed: true },
        { item: 'phone', passed: false },
      ],
    });
    expect((await requestValidation()).statusCode).toBe(200);
    expect((await list(nora)).state).toBe('requested');
  });

  it('answers 404 for another company’s request and for an id that is none', async () => {
    const [harbours] = await db()
      .select({ id: validationRequests.id })
      .from(validationRequests)
      .where(eq(validationRequests.companyId, await demo.companyId('harbour')));
    expect((await withdraw(harbours!.id)).statusCode).toBe(404);
    expect((await withdraw('not-a-uuid')).statusCode).toBe(404);
  });

  it('keeps one open request per company in the database, and reasons with every decline', async () => {
    const nordlicht = await demo.companyId('nordlicht');
    await db().insert(validationRequests).values({ companyId: nordlicht });
    const twice = db().insert(validationRequests).values({ companyId: nordlicht });
    await expect(twice).rejects.toSatisfy((error) => hasSqlState(error, sqlState.uniqueViolation));
    const withoutReasons = db()
      .update(validationRequests)
      .set({ decision: 'declined', decidedAt: new Date() })
      .where(and(eq(validationRequests.companyId, nordlicht)));
    await expect(withoutReasons).rejects.toThrow();
  });

  it('shows the demo’s declined request with its reasons and checks', async () => {
    const harbour = await list('owner.harbour@example.com', 'harbour');
    expect(harbour.state).toBe('declined');
    expect(harbour.requests).toHaveLength(1);
    const failed = harbour.requests[0]!.checks.filter((check) => !check.passed);
    expect(failed.map((check) => check.item)).toEqual(['name', 'vat_number']);
    expect(failed.every((check) => (check.reason ?? '').length > 0)).toBe(true);
    expect((await list('admin@example.com', 'operations')).state).toBe('validated');
  });
});
