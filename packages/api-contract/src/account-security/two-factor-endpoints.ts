import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { ownerPermission } from '../permissions';
import { builtOnFirstUse } from '../built-on-first-use';
import { signInResultSchema } from '../sign-in/schemas';
import {
  adminTwoFactorSchema,
  companyTwoFactorSchema,
  factorRemovalSchema,
  passkeyInputSchema,
  passkeySchema,
  passkeySignInBodySchema,
  passkeyUpdateSchema,
  recoveryCodesSchema,
  secondFactorBodySchema,
  signInSetupResultSchema,
  totpConfirmationSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  webAuthnOptionsSchema,
} from './two-factor-schemas';

const status = builtOnFirstUse(() => dataOf(twoFactorStatusSchema));
const passkeyParams = builtOnFirstUse(() => z.object({ passkey: z.uuid() }));
const companyParams = builtOnFirstUse(() => z.object({ company: z.uuid() }));
const userParams = builtOnFirstUse(() => z.object({ user: z.uuid() }));

/**
 * Two-factor sign-in (issue 30 §4, ADR 0033). A person's own second factors; a company owner's
 * requirement; the platform administration's reset; and the sign-in interaction's second step, public
 * and bound to the interaction's cookie like the password step (`sign-in`).
 */
export const twoFactorEndpoints = {
  getTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/account/two-factor',
    response: status,
    access: access.ownAccount(),
  }),
  /** A new authenticator secret, not in use until confirmed; replaces an unconfirmed one. 409 with one set up. */
  startTotpSetup: defineEndpoint({
    method: 'POST',
    path: '/api/account/two-factor/totp',
    response: dataOf(totpSetupSchema),
    access: access.ownAccount(),
    errors: [409],
  }),
  /** A first code confirms the app; the first second factor brings the recovery codes (shown once). */
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/api/account/two-factor/totp/confirm',
    body: totpConfirmationSchema,
    response: dataOf(recoveryCodesSchema),
    access: access.ownAccount(),
    errors: [409],
  }),
  /** Needs the password (`factorRemovalSchema`); 429 after too many wrong ones. */
  removeTotp: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/two-factor/totp',
    body: factorRemovalSchema,
    response: status,
    access: access.ownAccount(),
    errors: [429],
  }),
  /** Ten new codes; the old ones stop working. 409 without a second factor. */
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/account/two-factor/recovery-codes',
    response: dataOf(recoveryCodesSchema),
    access: access.ownAccount(),
    errors: [409],
  }),
  /** The challenge and options for the browser to create a passkey with. */
  startPasskeyRegistration: defineEndpoint({
    method: 'POST',
    path: '/api/account/passkeys/options',
    response: dataOf(webAuthnOptionsSchema),
    access: access.ownAccount(),
  }),
  /** The browser's new credential, verified against the challenge; the first second factor brings codes. */
  registerPasskey: defineEndpoint({
    method: 'POST',
    path: '/api/account/passkeys',
    body: passkeyInputSchema,
    response: dataOf(z.object({ passkey: passkeySchema, recovery_codes: z.nullable(z.array(z.string())) })),
    access: access.ownAccount(),
  }),
  updatePasskey: defineEndpoint({
    method: 'PUT',
    path: '/api/account/passkeys/:passkey',
    params: passkeyParams,
    body: passkeyUpdateSchema,
    response: dataOf(passkeySchema),
    access: access.ownAccount(),
  }),
  /** Needs the password, as removing the authenticator app does. */
  deletePasskey: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/passkeys/:passkey',
    params: passkeyParams,
    body: factorRemovalSchema,
    response: status,
    access: access.ownAccount(),
    errors: [429],
  }),

  /** Whether the company requires a second factor of every member: its owner decides. */
  getCompanyTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/two-factor',
    params: companyParams,
    response: dataOf(companyTwoFactorSchema),
    access: access.currentCompany({ company: [ownerPermission] }),
  }),
  updateCompanyTwoFactor: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/two-factor',
    params: companyParams,
    body: companyTwoFactorSchema,
    response: dataOf(companyTwoFactorSchema),
    access: access.currentCompany({ company: [ownerPermission] }),
  }),

  getAdminUserTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:user/two-factor',
    params: userParams,
    response: dataOf(adminTwoFactorSchema),
    access: access.platform({ anyOf: ['admin_can_view_users'] }),
  }),
  /** Removes every second factor of the person (a lost phone); they sign in with the password again. */
  resetAdminUserTwoFactor: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:user/two-factor',
    params: userParams,
    response: dataOf(adminTwoFactorSchema),
    access: access.platform({ anyOf: ['admin_can_edit_users'] }),
  }),

  /** The second step with an authenticator code or a recovery code. 401 a wrong code, 429 too many. */
  submitSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/second-factor',
    body: secondFactorBodySchema,
    response: dataOf(signInResultSchema),
    access: access.public(),
    errors: [401, 429],
  }),
  /** Options to sign with a passkey: the person's after the password, any passwordless one before it. */
  startPasskeySignIn: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/passkey-options',
    response: dataOf(webAuthnOptionsSchema),
    access: access.public(),
  }),
  submitPasskeySignIn: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/passkey',
    body: passkeySignInBodySchema,
    response: dataOf(signInResultSchema),
    access: access.public(),
    // A passkey not verified, a locked account, too many attempts.
    errors: [401, 423, 429],
  }),
  /** For a member whose company requires a second factor they lack: an authenticator secret to set up. */
  startSignInTotpSetup: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/totp-setup',
    response: dataOf(totpSetupSchema),
    access: access.public(),
  }),
  confirmSignInTotpSetup: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/totp-setup/confirm',
    body: totpConfirmationSchema,
    response: dataOf(signInSetupResultSchema),
    access: access.public(),
    errors: [429],
  }),
} as const;
