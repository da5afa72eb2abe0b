import { z } from 'zod';
import { appSummarySchema } from './apps';
import { defineEndpoint } from './endpoint';
import { accountInfoSchema, currentCompanyBodySchema, dataOf, permissionListSchema, userInfoSchema } from './identity';
import {
  crewInquiryReplyInputSchema,
  latestNotificationsSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
} from './notifications';
import { runtimeConfigPath } from './paths';
import {
  accountDeletionSchema,
  mailTokenSchema,
  passwordChangeSchema,
  profileInputSchema,
  profileSchema,
  settingsSchema,
  storedSettingsSchema,
} from './profile';
import { signInBodySchema, signInInteractionSchema, signInResultSchema } from './sign-in';
import { staticPageSchema, staticPageTypeSchema } from './static-pages';
import { healthSchema, runtimeConfigSchema } from './system';

/** Every endpoint of the portal's server. Clients derive paths, keys and types from these entries. */
export const endpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: healthSchema,
    access: { kind: 'public' },
  }),
  runtimeConfig: defineEndpoint({
    method: 'GET',
    path: runtimeConfigPath,
    response: runtimeConfigSchema,
    access: { kind: 'public' },
  }),
  /** Legal pages must be readable without an account; the language follows Accept-Language. */
  showStaticPage: defineEndpoint({
    method: 'GET',
    path: '/api/static-pages/:type',
    params: z.object({ type: staticPageTypeSchema }),
    response: staticPageSchema,
    access: { kind: 'public' },
  }),

  // Identity and shell (spec §7): every signed-in user may call these for themselves.
  /** The caller's permission strings in the current company, with their `eventsuite.` prefix. */
  getPermissions: defineEndpoint({
    method: 'GET',
    path: '/id/permissions',
    response: dataOf(permissionListSchema),
    access: { kind: 'authenticated' },
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/id/userinfo',
    response: dataOf(userInfoSchema),
    access: { kind: 'authenticated' },
  }),
  getAccountInfo: defineEndpoint({
    method: 'GET',
    path: '/id/accountinfo',
    response: dataOf(accountInfoSchema),
    access: { kind: 'authenticated' },
  }),
  /** Makes one of the caller's companies current; new tokens (a fresh sign-in) carry it. */
  setCurrentCompany: defineEndpoint({
    method: 'PUT',
    path: '/id/current-company',
    body: currentCompanyBodySchema,
    response: dataOf(z.object({ company: z.string() })),
    access: { kind: 'authenticated' },
  }),

  // Sign-in step of the embedded provider: public, bound to the interaction's cookie.
  getSignInInteraction: defineEndpoint({
    method: 'GET',
    path: '/oidc/interaction/:uid/details',
    response: dataOf(signInInteractionSchema),
    access: { kind: 'public' },
  }),
  submitSignIn: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/login',
    body: signInBodySchema,
    response: dataOf(signInResultSchema),
    access: { kind: 'public' },
  }),

  /** The apps the current account can open: always-installed ones and those installed for it. */
  listInstalledApps: defineEndpoint({
    method: 'GET',
    path: '/api/installed-apps',
    response: dataOf(z.array(appSummarySchema)),
    access: { kind: 'authenticated' },
  }),

  // Own profile and settings (spec §3): every signed-in user, always about themselves.
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

  // Notifications (spec §7): only ever the caller's own.
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    query: notificationPageQuerySchema,
    response: notificationPageSchema,
    access: { kind: 'authenticated' },
  }),
  /** The unread count and the latest notifications not yet sent, for the top-bar widget. */
  latestNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/latest',
    response: latestNotificationsSchema,
    access: { kind: 'authenticated' },
  }),
  /** Shows one notification and marks it read. */
  showNotification: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/:notification',
    params: z.object({ notification: z.uuid() }),
    response: dataOf(notificationSchema),
    access: { kind: 'authenticated' },
  }),
  /** Answers a crew inquiry; answering again replaces the earlier reply. */
  replyToCrewInquiry: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:notification/replies/crew_inquiry',
    params: z.object({ notification: z.uuid() }),
    body: crewInquiryReplyInputSchema,
    response: dataOf(notificationSchema),
    access: { kind: 'authenticated' },
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
