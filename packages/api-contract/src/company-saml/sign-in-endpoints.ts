import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { builtOnFirstUse } from '../built-on-first-use';
import { singleLineText } from '../text';

// Apart from the setup's endpoints: the sign-in page loads this module, and nothing more of the area.

/** The sign-in screen asks whether an email signs in through its company's IdP. */
export const samlSignInSchema = builtOnFirstUse(() =>
  z.strictObject({
    // As the sign-in form's email: an address no company's domain holds answers null, not 422.
    email: singleLineText(320).check(z.minLength(1, { message: 'required' })),
  }),
);
/** Where the browser goes next: the IdP, or null when the email's domain has no active single sign-on. */
export const samlSignInStartSchema = builtOnFirstUse(() => z.object({ redirect_to: z.nullable(z.string()) }));

export const samlSignInEndpoints = {
  /**
   * The sign-in screen's single sign-on step, bound to the interaction's cookie: an email in a verified
   * domain of a company with active SSO goes to that company's IdP.
   */
  startSamlSignIn: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/sso',
    body: samlSignInSchema,
    response: dataOf(samlSignInStartSchema),
    access: access.public(),
  }),
} as const;
