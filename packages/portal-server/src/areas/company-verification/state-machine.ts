import type { ValidationRequestStatus, ValidationState } from '@eventsuite/api-contract';

/*
 * The verification state machine of a company (spec §4), pure: no database, no clock. The company's
 * state is that of its latest request; every action either moves it along one of the allowed
 * transitions or is refused with a reason the routes answer 409 with.
 *
 *   not_validated --request--> requested --accept--> validated --recall--> not_validated
 *                                   |  \--decline--> declined --request--> requested
 *                                   \--withdraw--> not_validated
 *
 * An administrator may also set the state directly (spec §4 "set locally", ADR 0027): `set_validated`
 * from any state but validated, `set_not_validated` from any state but not_validated.
 */

/**
 * Who does what: the owner requests and withdraws, a platform administrator accepts, declines, recalls
 * and sets the state directly.
 */
export const validationActions = [
  'request',
  'withdraw',
  'accept',
  'decline',
  'recall',
  'set_validated',
  'set_not_validated',
] as const;
export type ValidationAction = (typeof validationActions)[number];

/** Why an action is refused in a state. */
export type ValidationRefusal = 'already_requested' | 'already_validated' | 'no_open_request' | 'not_validated';

const allowed: Readonly<Record<ValidationState, Partial<Record<ValidationAction, ValidationState>>>> = {
  not_validated: { request: 'requested', set_validated: 'validated' },
  requested: {
    withdraw: 'not_validated',
    accept: 'validated',
    decline: 'declined',
    set_validated: 'validated',
    set_not_validated: 'not_validated',
  },
  validated: { recall: 'not_validated', set_not_validated: 'not_validated' },
  declined: { request: 'requested', set_validated: 'validated', set_not_validated: 'not_validated' },
};

export type ValidationTransition =
  | { readonly allowed: true; readonly to: ValidationState }
  | { readonly allowed: false; readonly refusal: ValidationRefusal };

function refusalOf(state: ValidationState, action: ValidationAction): ValidationRefusal {
  switch (action) {
    case 'request':
      return state === 'validated' ? 'already_validated' : 'already_requested';
    case 'recall':
    case 'set_not_validated':
      return 'not_validated';
    case 'set_validated':
      return 'already_validated';
    case 'withdraw':
    case 'accept':
    case 'decline':
      return 'no_open_request';
  }
}

/** Where `action` takes a company in `state`, or why it may not be taken. */
export function transition(state: ValidationState, action: ValidationAction): ValidationTransition {
  const to = allowed[state][action];
  return to ? { allowed: true, to } : { allowed: false, refusal: refusalOf(state, action) };
}

/** What a stored request's columns say happened to it. */
export interface RequestOutcome {
  withdrawnAt: Date | null;
  decision: 'validated' | 'declined' | null;
  recalledAt: Date | null;
}

export function statusOf(request: RequestOutcome): ValidationRequestStatus {
  if (request.withdrawnAt !== null) return 'withdrawn';
  if (request.recalledAt !== null) return 'recalled';
  return request.decision ?? 'requested';
}

/** The company's state, from its latest request (none: never asked). */
export function stateOf(latest: RequestOutcome | undefined): ValidationState {
  if (!latest) return 'not_validated';
  const status = statusOf(latest);
  return status === 'withdrawn' || status === 'recalled' ? 'not_validated' : status;
}
