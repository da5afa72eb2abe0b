import {
  endpoints,
  platformActivityPerPage,
  type ActivityEventType,
  type PlatformActivityEvent,
  type PlatformActivityPage,
} from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle } from '../../storybook/msw-handlers';

/* An example platform log for the stories (never used by the product). */

export const ada = { id: 'u-admin', name: 'Ada Admin' };
export const olivia = { id: 'u-owner', name: 'Olivia Owner' };
export const acme = { id: 'c-acme', name: 'Acme Events GmbH' };
export const harbour = { id: 'c-harbour', name: 'Harbour Stage GmbH' };

const base = Date.UTC(2026, 10, 22, 18);
const hour = 60 * 60 * 1000;

function event(
  index: number,
  type: ActivityEventType,
  fields: Partial<PlatformActivityEvent> & Pick<PlatformActivityEvent, 'object_type' | 'object_id'>,
): PlatformActivityEvent {
  return {
    id: String(1000 - index),
    occurred_at: new Date(base - index * hour).toISOString(),
    type,
    actor: ada,
    object_name: null,
    details: {},
    company: null,
    ...fields,
  };
}

/** A few events of both companies and of a private user, newest first. */
export const exampleEvents: PlatformActivityEvent[] = [
  event(0, 'company_validated', { object_type: 'company', object_id: acme.id, object_name: acme.name, company: acme }),
  event(1, 'team_member_invited', {
    actor: olivia,
    object_type: 'invitation',
    object_id: 'i-1',
    details: { email: 'nina@example.com' },
    company: acme,
  }),
  event(2, 'user_locked', { object_type: 'user', object_id: 'u-luke', object_name: 'Luke Locked' }),
  event(3, 'company_app_assigned', {
    object_type: 'app',
    object_id: 'a-crew',
    object_name: 'Crew Planner',
    company: harbour,
  }),
  event(4, 'profile_updated', {
    actor: { id: 'u-paula', name: 'Paula Privat' },
    object_type: 'user',
    object_id: 'u-paula',
    object_name: 'Paula Privat',
  }),
  event(5, 'role_deleted', {
    actor: null,
    object_type: 'role',
    object_id: 'r-gone',
    details: { display_name: 'Stage hand' },
  }),
];

/** `count` events of Acme, for a long log. */
export const manyEvents = (count: number): PlatformActivityEvent[] =>
  Array.from({ length: count }, (_, index) =>
    event(index, 'team_member_updated', {
      actor: olivia,
      object_type: 'user',
      object_id: `u-${index}`,
      object_name: `Crew ${index + 1} Member`,
      company: acme,
    }),
  );

/** Answers pages of `events`, filtered as the server filters them (type, actor, company, target). */
export function activityHandler(events: readonly PlatformActivityEvent[] = exampleEvents, total?: number) {
  return handle(endpoints.listPlatformActivity, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const matching = events.filter(
      (candidate) =>
        (!query.get('type') || candidate.type === query.get('type')) &&
        (!query.get('actor') || candidate.actor?.id === query.get('actor')) &&
        (!query.get('company') || candidate.company?.id === query.get('company')) &&
        (!query.get('target') || candidate.object_id === query.get('target')),
    );
    const count = total ?? matching.length;
    const nameOf = (id: string | null) =>
      id ? (events.find((candidate) => candidate.company?.id === id)?.company?.name ?? null) : null;
    const body: PlatformActivityPage = {
      data: matching.slice((page - 1) * platformActivityPerPage, page * platformActivityPerPage),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(count / platformActivityPerPage)),
        per_page: platformActivityPerPage,
        total: count,
        filter_names: {
          actor: events.find((candidate) => candidate.actor?.id === query.get('actor'))?.actor?.name ?? null,
          company: nameOf(query.get('company')),
          target: events.find((candidate) => candidate.object_id === query.get('target'))?.object_name ?? null,
        },
      },
    };
    return HttpResponse.json(body);
  });
}
