import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { dataOf } from './identity';
import {
  accountDeletionSchema,
  mailTokenSchema,
  passwordChangeSchema,
  profileInputSchema,
  profileSchema,
  settingsSchema,
  storedSettingsSchema,
} from './profile';

/** Own profile and settings (spec §3): every signed-in user, always about themselves. */
export const profileEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/profiles',
    response: dataOf(profileSchema),
    access: { kind: 'authenticated' },
  }),
  /** A changed email is not taken over: it waits in `pending_email` until its link is followed. */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles',
    body: profileInputSchema,
    response: dataOf(profileSchema),
    access: { kind: 'authenticated' },
  }),
  /** Needs the password; refused (409) while the user owns a company. */
  deleteProfile: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles',
    body: accountDeletionSchema,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: { kind: 'authenticated' },
  }),
  /** multipart/form-data with one `file`: jpg or png, at most 3MB, square, at least 250x250px. */
  uploadAvatar: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/avatar',
    response: dataOf(profileSchema),
    access: { kind: 'authenticated' },
  }),
  deleteAvatar: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/avatar',
    response: dataOf(profileSchema),
    access: { kind: 'authenticated' },
  }),
  /** Withdraws a pending email change; the current address stays. */
  cancelEmailChange: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/pending-email',
    response: dataOf(profileSchema),
    access: { kind: 'authenticated' },
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings',
    response: dataOf(storedSettingsSchema),
    access: { kind: 'authenticated' },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/settings',
    body: settingsSchema,
    response: dataOf(storedSettingsSchema),
    access: { kind: 'authenticated' },
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/user-passwords',
    body: passwordChangeSchema,
    response: dataOf(z.object({ changed: z.literal(true) })),
    access: { kind: 'authenticated' },
  }),
  // Mailed links: the token is the credential, so whoever holds the mail can follow them signed out.
  /** Takes over the pending address of the link sent to it. */
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/email-changes/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(z.object({ email: z.string() })),
    access: { kind: 'public' },
  }),
  /** From the notice sent to the old address: cancels the change, or undoes it if already confirmed. */
  revokeEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/email-change-revocations/:token',
    params: z.object({ token: mailTokenSchema }),
    response: dataOf(z.object({ email: z.string() })),
    access: { kind: 'public' },
  }),
} as const;
