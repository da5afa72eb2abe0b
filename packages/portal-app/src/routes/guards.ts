import {
  checkPermissions,
  type AccountType,
  type PermissionRequirement,
  type PermissionSubject,
} from '@eventsuite/api-contract';
import { routeOpensFor } from '../route-table/account-pages';
import { pathTo } from '../route-table/path-to';

/** Who is navigating, as far as the guards care; null when no one is signed in. */
export interface GuardSession {
  userId: string;
  accountType: AccountType;
  subject: PermissionSubject;
}

export interface NavigationRequest {
  /** The route table's entry; guard names are checked when the navigation runs. */
  route: { name: string; guards: readonly string[]; permissions?: PermissionRequirement };
  /** The requested path with query and fragment, kept across a sign-in. */
  location: string;
  params: Readonly<Record<string, string | undefined>>;
  session: GuardSession | null;
}

export type NavigationOutcome =
  | { kind: 'render' }
  /** Sign in first, then come back to `returnTo`. */
  | { kind: 'sign-in'; returnTo: string }
  /** Go elsewhere instead, replacing the requested entry in the history. */
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: 403; reason: 'permission-denied' }
  | { kind: 'error'; status: 500; reason: 'unknown-middleware' };

/** A guard passes (undefined) or decides where the navigation goes instead. */
type Guard = (request: NavigationRequest) => NavigationOutcome | undefined;

/** The route middleware of spec §2 and §4, by the names the route table uses. */
const registeredGuards: Readonly<Record<string, Guard>> = {
  'check-auth': ({ session, location }) => (session ? undefined : { kind: 'sign-in', returnTo: location }),
  redirect: ({ session, route }) => {
    if (!session) return undefined;
    // A personal account has its profile only; a company user's profile is their team-member page.
    if (session.accountType === 'personal') {
      return routeOpensFor(route, 'personal') ? undefined : { kind: 'redirect', to: pathTo('profile') };
    }
    if (route.name === 'profile') {
      return { kind: 'redirect', to: pathTo('company-team-members-teamMember', { teamMember: session.userId }) };
    }
    return undefined;
  },
};

const nobody: PermissionSubject = { permissions: new Set<string>(), isOwner: false };

/**
 * What happens to a navigation: the route's guards in their order, then its permissions (spec §6).
 * A route naming a guard that does not exist fails loudly, whoever navigates.
 */
export function decideNavigation(request: NavigationRequest): NavigationOutcome {
  const { route, session, params } = request;
  const guards: Guard[] = [];
  for (const name of route.guards) {
    const guard = Object.hasOwn(registeredGuards, name) ? registeredGuards[name] : undefined;
    if (!guard) return { kind: 'error', status: 500, reason: 'unknown-middleware' };
    guards.push(guard);
  }
  for (const guard of guards) {
    const outcome = guard(request);
    if (outcome) return outcome;
  }
  if (!checkPermissions(route.permissions, { ...(session?.subject ?? nobody), params })) {
    return { kind: 'error', status: 403, reason: 'permission-denied' };
  }
  return { kind: 'render' };
}
