import { teamMemberMessages, type TeamMemberMessageKey } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** A refusal of the team-member routes in the caller's language (Accept-Language), worded in the contract. */
export const teamMemberMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: TeamMemberMessageKey,
): string => teamMemberMessages[key][messageLanguageOf(request.headers['accept-language'])];
