import {
  platformActivityPerPage,
  type ActivityEvent,
  type PlatformActivityEvent,
  type PlatformActivityPage,
} from '@eventsuite/api-contract';
import { fullNameOf } from '../identity';
import type { ActivityRow } from './queries';

/** The texts of an event's details; anything else it recorded stays in the log. */
export const textsOf = (details: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** An event as a company's owner reads it; `objectNames` names what it was done to (objectNamesOf). */
export function toActivityEvent(
  {
    event,
    actor,
  }: Pick<ActivityRow, 'event'> & { actor: Pick<NonNullable<ActivityRow['actor']>, 'givenName' | 'familyName'> | null },
  objectNames: ReadonlyMap<string, string> = new Map(),
): ActivityEvent {
  return {
    id: String(event.id),
    occurred_at: event.occurredAt.toISOString(),
    type: event.eventType,
    actor: event.actorUserId && actor ? { id: event.actorUserId, name: fullNameOf(actor) } : null,
    object_type: event.objectType,
    object_id: event.objectId,
    object_name: objectNames.get(event.objectId) ?? null,
    details: textsOf(event.details),
  };
}

/** An event as a platform administrator reads it: with the company whose log holds it. */
export function toPlatformActivityEvent(
  row: ActivityRow,
  objectNames: ReadonlyMap<string, string>,
): PlatformActivityEvent {
  const { event, company } = row;
  return {
    ...toActivityEvent(row, objectNames),
    company: event.companyId && company ? { id: event.companyId, name: company.name } : null,
  };
}

export function toPlatformActivityPage(
  { rows, total }: { rows: ActivityRow[]; total: number },
  objectNames: ReadonlyMap<string, string>,
  filterNames: PlatformActivityPage['meta']['filter_names'],
  page: number,
): PlatformActivityPage {
  return {
    data: rows.map((row) => toPlatformActivityEvent(row, objectNames)),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / platformActivityPerPage)),
      per_page: platformActivityPerPage,
      total,
      filter_names: filterNames,
    },
  };
}
