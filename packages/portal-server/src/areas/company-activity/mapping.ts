import {
  activityEventTypes,
  companyActivityPerPage,
  type ActivityEvent,
  type CompanyActivityPage,
} from '@eventsuite/api-contract';
import { fullNameOf } from '../identity';
import type { companyActivityPage } from './queries';

type Page = Awaited<ReturnType<typeof companyActivityPage>>;

/** The texts of an event's details; anything else it recorded stays in the log. */
const textsOf = (details: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

export function toActivityEvent({ event, actor }: Page['rows'][number]): ActivityEvent {
  return {
    id: String(event.id),
    occurred_at: event.occurredAt.toISOString(),
    type: event.eventType,
    actor: event.actorUserId && actor ? { id: event.actorUserId, name: fullNameOf(actor) } : null,
    object_type: event.objectType,
    object_id: event.objectId,
    details: textsOf(event.details),
  };
}

export function toCompanyActivityPage({ rows, total, types }: Page, page: number): CompanyActivityPage {
  const held = new Set(types);
  return {
    data: rows.map(toActivityEvent),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / companyActivityPerPage)),
      per_page: companyActivityPerPage,
      total,
      types: activityEventTypes.filter((type) => held.has(type)),
    },
  };
}
