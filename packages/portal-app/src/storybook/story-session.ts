import { fn } from 'storybook/test';
import type { SessionModule } from '../session/session-context';

/**
 * The session stories run with: requests get a token without an identity provider, and the actions
 * that would leave the page (sign-out, sign-in, account switch) are spies a play function can check.
 */
export const storySession = {
  accessToken: async () => 'story-access-token',
  renewedAccessToken: async () => 'story-access-token',
  ensureSession: async () => true,
  signIn: fn(() => new Promise<never>(() => {})),
  signInPath: fn(() => new Promise<never>(() => {})),
  signOut: fn(async () => {}),
  switchAccount: fn(() => new Promise<never>(() => {})),
  completeSignIn: async () => '/',
  // After a save of profile or settings; a play function checks that the screen asked for it.
  reloadIdentity: fn(async () => {}),
} satisfies SessionModule;
