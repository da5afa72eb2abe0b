import { roleMessages, type RoleMessageKey } from '@eventsuite/api-contract';
import { messageLanguageOf } from '../../http/validation-messages';

/** The refusals of the role routes that are not field errors, in the caller's language. */
export const roleMessage = (request: { headers: { 'accept-language'?: string } }, key: RoleMessageKey): string =>
  roleMessages[key][messageLanguageOf(request.headers['accept-language'])];
