import type { ActivityEventType, ValidationChecklistItem } from '@eventsuite/api-contract';
import { notifications } from '../areas/notifications/schema';
import { activityLog } from '../changes/schema';
import { validationRequests } from '../areas/company-verification/schema';
import type { Database } from '../db/index';

// The demo companies' verification history, with the activity-log events it would have written:
// Harbour Stage was declined, with reasons (its owner sees why and may ask again); Eventsuite
// Operations is verified; Alpenbühne and Nordlicht have never asked. Each owner (who also asked) was told
// of the decision in the bell.

type Company = 'harbour' | 'operations';
type Person = 'owner.harbour@example.com' | 'admin@example.com';

const day = 24 * 60 * 60 * 1000;

const demoVerifications: {
  company: Company;
  companyName: string;
  requestedBy: Person;
  requestedDaysAgo: number;
  decidedBy: Person;
  decidedDaysAgo: number;
  decision: 'validated' | 'declined';
  checks: Record<ValidationChecklistItem, boolean>;
  /** The administrator's reason per failed item (ADR 0027). */
  checkReasons: Partial<Record<ValidationChecklistItem, string>>;
}[] = [
  {
    company: 'harbour',
    companyName: 'Harbour Stage GmbH',
    requestedBy: 'owner.harbour@example.com',
    requestedDaysAgo: 40,
    decidedBy: 'admin@example.com',
    decidedDaysAgo: 37,
    decision: 'declined',
    checks: { address: true, email: true, name: false, owner_authorized: true, phone: true, vat_number: false },
    checkReasons: {
      name: 'The company name differs from the entry in the commercial register (Harbour Stage GmbH & Co. KG).',
      vat_number: 'The VAT number DE 123456789 belongs to another company.',
    },
  },
  {
    company: 'operations',
    companyName: 'Eventsuite Operations',
    requestedBy: 'admin@example.com',
    requestedDaysAgo: 120,
    decidedBy: 'admin@example.com',
    decidedDaysAgo: 119,
    decision: 'validated',
    checks: { address: true, email: true, name: true, owner_authorized: true, phone: true, vat_number: true },
    checkReasons: {},
  },
];

export async function seedDemoVerifications(
  tx: Database,
  now: Date,
  ids: { user: (email: Person) => string; company: (key: Company) => string },
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  for (const verification of demoVerifications) {
    const companyId = ids.company(verification.company);
    const [request] = await tx
      .insert(validationRequests)
      .values({
        companyId,
        requestedBy: ids.user(verification.requestedBy),
        requestedAt: ago(verification.requestedDaysAgo),
        decision: verification.decision,
        decidedBy: ids.user(verification.decidedBy),
        decidedAt: ago(verification.decidedDaysAgo),
        checks: verification.checks,
        checkReasons: verification.checkReasons,
      })
      .returning({ id: validationRequests.id });
    const event = (type: ActivityEventType, actor: Person, daysAgo: number) => ({
      occurredAt: ago(daysAgo),
      actorUserId: ids.user(actor),
      companyId,
      eventType: type,
      objectType: 'company' as const,
      objectId: companyId,
      details: { request_id: request!.id },
    });
    await tx.insert(notifications).values({
      userId: ids.user(verification.requestedBy),
      type: 'company_validation_decided',
      params: { company_name: verification.companyName, decision: verification.decision },
      readAt: ago(verification.decidedDaysAgo - 1),
      createdAt: ago(verification.decidedDaysAgo),
    });
    await tx
      .insert(activityLog)
      .values([
        event('company_validation_requested', verification.requestedBy, verification.requestedDaysAgo),
        event(
          verification.decision === 'validated' ? 'company_validated' : 'company_validation_declined',
          verification.decidedBy,
          verification.decidedDaysAgo,
        ),
      ]);
  }
}
