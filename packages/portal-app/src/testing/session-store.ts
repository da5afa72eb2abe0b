import { createStore, type Store } from 'jotai';
import {
  accountInfoAtom,
  permissionsAtom,
  portalPermissionsOf,
  sessionTokensAtom,
  userInfoAtom,
} from '../session/atoms';
import type { Persona } from './personas';

/** Fills a store as the session code does after sign-in, for tests and stories. */
export function signInAs(persona: Persona, store: Store = createStore()): Store {
  store.set(sessionTokensAtom, { subject: persona.userInfo.sub, expiresAt: undefined });
  store.set(permissionsAtom, portalPermissionsOf(persona.permissions));
  store.set(accountInfoAtom, persona.accountInfo);
  store.set(userInfoAtom, persona.userInfo);
  return store;
}
