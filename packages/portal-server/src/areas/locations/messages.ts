import { locationMessages, type LocationMessageKey } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** The refusals of the location routes that are not field errors, in the caller's language. */
export const locationMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: LocationMessageKey,
): string => locationMessages[key][messageLanguageOf(request.headers['accept-language'])];
