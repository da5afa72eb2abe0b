import { endpoints, type CompanyValidation, type ValidationRequest } from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle } from '../../storybook/msw-handlers';

/* Example verifications for the stories (never used by the product), of Acme Events GmbH. */

const olivia = { id: 'u-owner', name: 'Olivia Owner' };
const ada = { id: 'u-admin', name: 'Ada Admin' };

const allChecks = (failing: readonly string[] = []): ValidationRequest['checks'] =>
  (['address', 'email', 'name', 'owner_authorized', 'phone', 'vat_number'] as const).map((item) => ({
    item,
    passed: !failing.includes(item),
    reason: failing.includes(item) ? `The ${item.replace('_', ' ')} could not be confirmed.` : null,
  }));

export const declinedRequest: ValidationRequest = {
  id: '5a4f0c0e-1d1b-4c1e-9a7a-000000000001',
  status: 'declined',
  requested_at: '2026-10-12T09:30:00Z',
  requested_by: olivia,
  closed_at: '2026-10-15T14:05:00Z',
  recalled_at: null,
  decided_by: ada,
  reasons: [
    'The company name differs from the entry in the commercial register (Acme Events GmbH & Co. KG).',
    'The VAT number DE 123456789 belongs to another company.',
  ],
  checks: allChecks(['name', 'vat_number']),
};

export const withdrawnRequest: ValidationRequest = {
  id: '5a4f0c0e-1d1b-4c1e-9a7a-000000000002',
  status: 'withdrawn',
  requested_at: '2026-09-01T08:00:00Z',
  requested_by: null,
  closed_at: '2026-09-02T10:00:00Z',
  recalled_at: null,
  decided_by: null,
  reasons: [],
  checks: [],
};

export const openRequest: ValidationRequest = {
  id: '5a4f0c0e-1d1b-4c1e-9a7a-000000000003',
  status: 'requested',
  requested_at: '2026-11-20T11:15:00Z',
  requested_by: olivia,
  closed_at: null,
  recalled_at: null,
  decided_by: null,
  reasons: [],
  checks: [],
};

export const acceptedRequest: ValidationRequest = {
  ...openRequest,
  status: 'validated',
  closed_at: '2026-11-21T16:40:00Z',
  decided_by: ada,
  checks: allChecks(),
};

export const verifications = {
  notValidated: { state: 'not_validated', requests: [] },
  requested: { state: 'requested', requests: [openRequest, declinedRequest] },
  validated: { state: 'validated', requests: [acceptedRequest, declinedRequest] },
  declined: { state: 'declined', requests: [declinedRequest, withdrawnRequest] },
} as const satisfies Record<string, CompanyValidation>;

/**
 * A small verification server: reads answer the current verification, a request opens one, a
 * withdrawal closes the open one, as the server's state machine does.
 */
export function verificationHandlers(initial: CompanyValidation) {
  let current = initial;
  const answer = () => HttpResponse.json({ data: current });
  return [
    handle(endpoints.listValidationRequests, answer),
    handle(endpoints.requestValidation, () => {
      current = { state: 'requested', requests: [openRequest, ...current.requests] };
      return answer();
    }),
    handle(endpoints.withdrawValidationRequest, () => {
      const [latest, ...rest] = current.requests;
      current = {
        state: 'not_validated',
        requests: [{ ...latest!, status: 'withdrawn', closed_at: '2026-11-22T09:00:00Z' }, ...rest],
      };
      return answer();
    }),
  ];
}
