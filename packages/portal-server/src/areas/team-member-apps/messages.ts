import { teamMemberAppMessages, type TeamMemberAppMessageKey } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** A refusal of the team-member app routes in the caller's language (Accept-Language), worded in the contract. */
export const teamMemberAppMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: TeamMemberAppMessageKey,
): string => teamMemberAppMessages[key][messageLanguageOf(request.headers['accept-language'])];
