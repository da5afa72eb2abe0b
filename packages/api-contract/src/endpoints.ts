import { z } from 'zod';
import { appSummarySchema } from './apps';
import { defineEndpoint } from './endpoint';
import { accountInfoSchema, currentCompanyBodySchema, dataOf, permissionListSchema, userInfoSchema } from './identity';
import { runtimeConfigPath } from './paths';
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
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
