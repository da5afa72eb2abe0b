import {
  activityEventTypes,
  companyActivityPerPage,
  type ActivityEventType,
  type CompanyActivityPage,
} from '@eventsuite/api-contract';
import { fullNameOf } from '../identity';
import { toActivityEvent, type activityPage, type actorsOfCompany } from '../platform-activity';

export function toCompanyActivityPage(
  { rows, total }: Awaited<ReturnType<typeof activityPage>>,
  objectNames: ReadonlyMap<string, string>,
  types: readonly ActivityEventType[],
  actors: Awaited<ReturnType<typeof actorsOfCompany>>,
  page: number,
): CompanyActivityPage {
  const held = new Set(types);
  return {
    data: rows.map((row) => toActivityEvent(row, objectNames)),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / companyActivityPerPage)),
      per_page: companyActivityPerPage,
      total,
      types: activityEventTypes.filter((type) => held.has(type)),
      actors: actors.map((actor) => ({ id: actor.id, name: fullNameOf(actor) })),
    },
  };
}
