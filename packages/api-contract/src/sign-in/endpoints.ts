import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { signInBodySchema, signInInteractionSchema, signInResultSchema } from './schemas';

/** Sign-in step of the embedded provider: public, bound to the interaction's cookie. */
export const signInEndpoints = {
  getSignInInteraction: defineEndpoint({
    method: 'GET',
    path: '/oidc/interaction/:uid/details',
    response: dataOf(signInInteractionSchema),
    access: access.public(),
  }),
  submitSignIn: defineEndpoint({
    method: 'POST',
    path: '/oidc/interaction/:uid/login',
    body: signInBodySchema,
    response: dataOf(signInResultSchema),
    access: access.public(),
    // Wrong credentials, a locked account, too many attempts; 403: the company's members sign in through
    // its single sign-on only.
    errors: [401, 403, 423, 429],
  }),
} as const;
