import {
  companyActivityPerPage,
  endpoints,
  type ActivityEvent,
  type ActivityEventType,
  type CompanyActivityPage,
} from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle } from '../../storybook/msw-handlers';

/* An example activity log of Acme Events GmbH for the stories (never used by the product). */

const olivia = { id: 'u-owner', name: 'Olivia Owner' };
const max = { id: 'u-max', name: 'Max Member' };
const types: ActivityEventType[] = [
  'company_ownership_transferred',
  'company_validation_requested',
  'team_member_invited',
  'company_validation_withdrawn',
  'team_member_updated',
];

/** `count` events, newest first, one an hour back from 22 November 2026, 18:00 UTC. */
export function exampleEvents(count: number): ActivityEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length]!;
    const details: Record<string, string> =
      type === 'company_ownership_transferred' ? { from_name: 'Max Member', to_name: 'Olivia Owner' } : {};
    return {
      id: String(count - index),
      occurred_at: new Date(Date.UTC(2026, 10, 22, 18 - index)).toISOString(),
      type,
      actor: index === 3 ? null : index === 4 ? max : olivia,
      object_type: type === 'team_member_updated' ? 'user' : 'company',
      object_id: type === 'team_member_updated' ? 'u-max' : 'c-acme',
      object_name: type === 'team_member_updated' ? 'Max Member' : 'Acme Events GmbH',
      details,
    };
  });
}

/** Answers pages of `events`, filtered by the query's type and actor, as the server does. */
export function activityHandlers(events: readonly ActivityEvent[]) {
  return [
    handle(endpoints.listCompanyActivity, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const type = query.get('type');
      const actor = query.get('actor');
      const matching = events.filter(
        (event) => (!type || event.type === type) && (!actor || event.actor?.id === actor),
      );
      const body: CompanyActivityPage = {
        data: matching.slice((page - 1) * companyActivityPerPage, page * companyActivityPerPage),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(matching.length / companyActivityPerPage)),
          per_page: companyActivityPerPage,
          total: matching.length,
          types: types.filter((candidate) => events.some((event) => event.type === candidate)),
          actors: [olivia, max].filter((person) => events.some((event) => event.actor?.id === person.id)),
        },
      };
      return HttpResponse.json(body);
    }),
  ];
}
