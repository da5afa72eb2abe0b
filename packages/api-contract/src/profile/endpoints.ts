import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import {
  accountDeletionSchema,
  mailTokenSchema,
  passwordChangeSchema,
  profileInputSchema,
  profileSchema,
  settingsSchema,
  storedSettingsSchema,
} from './schemas';

/** Own profile and settings (spec §3): every signed-in user, always about themselves. */
export const profileEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/profiles',
    response: dataOf(profileSchema),
    access: access.ownAccount(),
  }),
  /** A changed email is not taken over: it waits in `pending_email` until its link is followed. */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles',
    body: profileInputSchema,
    response: dataOf(profileSchema),
    access: access.ownAccount(),
  }),
  /** Needs the password; refused (409) while the user owns a company, and for users without a password. */
  deleteProfile: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles',
    body: accountDeletionSchema,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: access.ownAccount(),
    // 429: too many wrong passwords.
    errors: [409, 429],
  }),
  /** multipart/form-data with one `file`: jpg or png, at most 3MB, square, at least 250x250px. */
  uploadAvatar: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/avatar',
    upload: true,
    response: dataOf(profileSchema),
    access: access.ownAccount(),
    errors: [422],
  }),
  deleteAvatar: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/avatar',
    response: dataOf(profileSchema),
    access: access.ownAccount(),
  }),
  /** Withdraws a pending email change; the current address stays. */
  cancelEmailChange: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/pending-email',
    response: dataOf(profileSchema),
    access: access.ownAccount(),
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings',
    response: dataOf(storedSettingsSchema),
    access: access.ownAccount(),
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/settings',
    body: settingsSchema,
    response: dataOf(storedSettingsSchema),
    access: access.ownAccount(),
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/user-passwords',
    body: passwordChangeSchema,
    response: dataOf(z.object({ changed: z.literal(true) })),
    access: access.ownAccount(),
    // 409: no password (signs in through another provider); 429: too many wrong current passwords.
    errors: [409, 429],
  }),
  // Mailed links: the token is the credential, so whoever holds the mail can follow them signed out.
  /** Takes over the pending address of the link sent to it. */
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/email-changes/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(z.object({ email: z.string() })),
    access: access.public(),
    // The address was taken meanwhile.
    errors: [409],
  }),
  /** From the notice sent to the old address: cancels the change, or undoes it if already confirmed. */
  revokeEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/email-change-revocations/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(z.object({ email: z.string() })),
    access: access.public(),
    // The previous address was taken meanwhile.
    errors: [409],
  }),
} as const;
