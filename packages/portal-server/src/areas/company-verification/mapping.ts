import { validationChecklistItems, type CompanyValidation, type ValidationRequest } from '@eventsuite/api-contract';
import { fullNameOf } from '../identity';
import type { ValidationRequestWithRequester } from './queries';
import { stateOf, statusOf } from './state-machine';

export function toValidationRequest(row: ValidationRequestWithRequester): ValidationRequest {
  const closedAt = row.withdrawnAt ?? row.decidedAt;
  return {
    id: row.id,
    status: statusOf(row),
    requested_at: row.requestedAt.toISOString(),
    requested_by: row.requestedBy && row.requester ? { id: row.requestedBy, name: fullNameOf(row.requester) } : null,
    decided_by: row.decidedBy && row.decider ? { id: row.decidedBy, name: fullNameOf(row.decider) } : null,
    closed_at: closedAt ? closedAt.toISOString() : null,
    recalled_at: row.recalledAt ? row.recalledAt.toISOString() : null,
    reasons: row.reasons,
    checks: validationChecklistItems.flatMap((item) => {
      const passed = row.checks[item];
      return passed === undefined ? [] : [{ item, passed, reason: row.checkReasons[item] ?? null }];
    }),
  };
}

/** The company's verification: its state is that of the newest of `rows` (newest first). */
export function toCompanyValidation(rows: readonly ValidationRequestWithRequester[]): CompanyValidation {
  return { state: stateOf(rows[0]), requests: rows.map(toValidationRequest) };
}
