import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { dataOf } from '../data-of';
import { access, defineEndpoint } from '../endpoint';
import {
  environmentFactsSchema,
  eventsuiteRoleSettingsInputSchema,
  eventsuiteRoleSettingsSchema,
  mailOutboxSchema,
  supportedLanguagesInputSchema,
  supportedLanguagesSchema,
} from './schemas';

const viewSettings = access.platform({ anyOf: ['admin_can_view_settings'] });
const editSettings = access.platform({ anyOf: ['admin_can_edit_settings'] });
const mailParams = builtOnFirstUse(() => z.object({ mail: z.uuid() }));

/**
 * The platform's System Settings (issue 27 §2, ADR 0029): viewing needs admin_can_view_settings, changing
 * admin_can_edit_settings. What comes from the environment is only read.
 */
export const systemSettingsEndpoints = {
  /** Which languages people may choose: public, the language pickers need it before sign-in. */
  showSupportedLanguages: defineEndpoint({
    method: 'GET',
    path: '/api/supported-languages',
    response: dataOf(supportedLanguagesSchema),
    access: access.public(),
  }),
  updateSupportedLanguages: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/supported-languages',
    body: supportedLanguagesInputSchema,
    response: dataOf(supportedLanguagesSchema),
    access: editSettings,
  }),
  showEnvironmentFacts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/system-settings/environment',
    response: dataOf(environmentFactsSchema),
    access: viewSettings,
  }),
  showEventsuiteRoleSettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/system-settings/eventsuite-roles',
    response: dataOf(eventsuiteRoleSettingsSchema),
    access: viewSettings,
  }),
  /**
   * 422 for a role that is not one of the Eventsuite app's of that kind (personal for `personal`, company
   * ones else). A new owner role is given to every owner holding the one before it.
   */
  updateEventsuiteRoleSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/system-settings/eventsuite-roles',
    body: eventsuiteRoleSettingsInputSchema,
    response: dataOf(eventsuiteRoleSettingsSchema),
    access: editSettings,
  }),
  /** The mails not sent: waiting ones and failed ones with their last error, the oldest first. */
  showMailOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    response: dataOf(mailOutboxSchema),
    access: viewSettings,
  }),
  /** Tries a failed mail again; 404 for one sent or unknown. */
  retryOutboxMail: defineEndpoint({
    method: 'POST',
    path: '/api/admin/mail-outbox/:mail/retry',
    params: mailParams,
    response: dataOf(mailOutboxSchema),
    access: editSettings,
  }),
} as const;
