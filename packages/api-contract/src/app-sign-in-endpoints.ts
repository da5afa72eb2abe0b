import { z } from 'zod/mini';
import { access, defineEndpoint } from './endpoint';
import { dataOf } from './identity';
import { builtOnFirstUse } from './built-on-first-use';

// Apps sign in through the portal (issue 14 §1b, ADR 0018): every app but the portal can be an OpenID
// client of the embedded provider. Administrators of apps see and change its client here.

/** A public client proves itself with PKCE only; a confidential one also with its secret (client_secret_basic). */
export const appClientTypes = ['public', 'confidential'] as const;
export type AppClientType = (typeof appClientTypes)[number];

/** How an app signs in through the portal. The secret is never part of it. */
export const appSignInSchema = builtOnFirstUse(() =>
  z.object({
    app_id: z.string(),
    /**
     * True for the portal itself: its client is the server's configuration (public, PKCE) and is not
     * changed here.
     */
    built_in: z.boolean(),
    /** The app's client, or null while it has none (it cannot sign in through the portal then). */
    client: z.nullable(
      z.object({
        client_id: z.string(),
        type: z.enum(appClientTypes),
        /** ISO 8601: when the current secret was made; null for a public client. */
        secret_created_at: z.nullable(z.string()),
      }),
    ),
    /** The app's redirect_url: where the provider sends the browser back with a code. Null without one. */
    redirect_uri: z.nullable(z.string()),
    /** Where the browser lands after signing out: comeback_path on the redirect URL's origin. */
    logout_uri: z.nullable(z.string()),
    /** The provider's OpenID discovery document, where an app's library finds everything else. */
    discovery_url: z.string(),
  }),
);
export type AppSignIn = z.infer<typeof appSignInSchema>;

/** The answer to a change: the new state and, only when a secret was just made, that secret (shown once). */
export const appSignInChangeSchema = builtOnFirstUse(() =>
  z.object({
    sign_in: appSignInSchema,
    client_secret: z.nullable(z.string()),
  }),
);
export type AppSignInChange = z.infer<typeof appSignInChangeSchema>;

export const appSignInInputSchema = builtOnFirstUse(() => z.object({ type: z.enum(appClientTypes) }));
export type AppSignInInput = z.infer<typeof appSignInInputSchema>;

const appParams = builtOnFirstUse(() => z.object({ app: z.uuid() }));
const canView = access.platform({ anyOf: ['admin_can_view_apps'] });
const canEdit = access.platform({ anyOf: ['admin_can_edit_apps'] });

export const appSignInEndpoints = {
  showAppSignIn: defineEndpoint({
    method: 'GET',
    path: '/api/apps/:app/sign-in',
    params: appParams,
    response: dataOf(appSignInSchema),
    access: canView,
  }),
  /**
   * Gives the app a client of the type, or switches its type. A new confidential client gets a secret,
   * answered once; a public one has none. 409 for the portal, whose client is the configuration's.
   */
  saveAppSignIn: defineEndpoint({
    method: 'PUT',
    path: '/api/apps/:app/sign-in',
    params: appParams,
    body: appSignInInputSchema,
    response: dataOf(appSignInChangeSchema),
    access: canEdit,
    errors: [409],
  }),
  /** A new secret for a confidential client, answered once; the old one stops working. 409 for any other. */
  rotateAppClientSecret: defineEndpoint({
    method: 'POST',
    path: '/api/apps/:app/sign-in/secret',
    params: appParams,
    response: dataOf(appSignInChangeSchema),
    access: canEdit,
    errors: [409],
  }),
} as const;
