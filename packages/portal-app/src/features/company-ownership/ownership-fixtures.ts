import { endpoints, type CompanyOwnership } from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

/* Example ownership for the stories (never used by the product): Olivia owns Acme Events GmbH. */

export const ownership: CompanyOwnership = {
  owner: { id: 'u-owner', first_name: 'Olivia', last_name: 'Owner', email: 'olivia@acme.example' },
  candidates: [
    { id: '0b7d6f4e-2c1a-4e55-8f00-000000000001', first_name: 'Max', last_name: 'Member', email: 'max@acme.example' },
    {
      id: '0b7d6f4e-2c1a-4e55-8f00-000000000002',
      first_name: 'Tara',
      last_name: 'Technician',
      email: 'tara@acme.example',
    },
  ],
};

export const alone: CompanyOwnership = { ...ownership, candidates: [] };

/** Reads answer `initial`; a transfer with the password "secret" succeeds, any other is refused (422). */
export function ownershipHandlers(initial: CompanyOwnership) {
  return [
    respond(endpoints.getCompanyOwner, { data: initial }),
    handle(endpoints.transferCompanyOwnership, async ({ request }) => {
      const body = (await request.json()) as { new_owner: string; password: string };
      if (body.password !== 'secret') {
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { password: ['Invalid password'] } },
          { status: 422 },
        );
      }
      const newOwner = initial.candidates.find((candidate) => candidate.id === body.new_owner)!;
      return HttpResponse.json({
        data: {
          owner: newOwner,
          candidates: [initial.owner, ...initial.candidates.filter((c) => c !== newOwner)],
        },
      });
    }),
  ];
}
