import { adminUserMessages, type AdminUserMessageKey } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** A refusal of the user administration in the caller's language (Accept-Language), worded in the contract. */
export const adminUserMessage = (
  request: { headers: { 'accept-language'?: string } },
  key: AdminUserMessageKey,
): string => adminUserMessages[key][messageLanguageOf(request.headers['accept-language'])];
