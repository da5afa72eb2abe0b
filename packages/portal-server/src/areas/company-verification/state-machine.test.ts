import { validationStates, type ValidationState } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import {
  stateOf,
  statusOf,
  transition,
  validationActions,
  type RequestOutcome,
  type ValidationAction,
  type ValidationRefusal,
} from './state-machine';

// Every state against every action: each pair is either one of the allowed transitions below or
// refused for the reason below. Nothing is left to a default.
const allowedTransitions: [ValidationState, ValidationAction, ValidationState][] = [
  ['not_validated', 'request', 'requested'],
  ['requested', 'withdraw', 'not_validated'],
  ['requested', 'accept', 'validated'],
  ['requested', 'decline', 'declined'],
  ['validated', 'recall', 'not_validated'],
  ['declined', 'request', 'requested'],
  ['not_validated', 'set_validated', 'validated'],
  ['requested', 'set_validated', 'validated'],
  ['declined', 'set_validated', 'validated'],
  ['requested', 'set_not_validated', 'not_validated'],
  ['validated', 'set_not_validated', 'not_validated'],
  ['declined', 'set_not_validated', 'not_validated'],
];

const refusedTransitions: [ValidationState, ValidationAction, ValidationRefusal][] = [
  ['not_validated', 'withdraw', 'no_open_request'],
  ['not_validated', 'accept', 'no_open_request'],
  ['not_validated', 'decline', 'no_open_request'],
  ['not_validated', 'recall', 'not_validated'],
  ['requested', 'request', 'already_requested'],
  ['requested', 'recall', 'not_validated'],
  ['validated', 'request', 'already_validated'],
  ['validated', 'withdraw', 'no_open_request'],
  ['validated', 'accept', 'no_open_request'],
  ['validated', 'decline', 'no_open_request'],
  ['declined', 'withdraw', 'no_open_request'],
  ['declined', 'accept', 'no_open_request'],
  ['declined', 'decline', 'no_open_request'],
  ['declined', 'recall', 'not_validated'],
  ['validated', 'set_validated', 'already_validated'],
  ['not_validated', 'set_not_validated', 'not_validated'],
];

describe('the verification state machine', () => {
  it('covers every state with every action exactly once', () => {
    const covered = [...allowedTransitions, ...refusedTransitions].map(([state, action]) => `${state} ${action}`);
    const every = validationStates.flatMap((state) => validationActions.map((action) => `${state} ${action}`));
    expect(covered.sort()).toEqual(every.sort());
  });

  it.for(allowedTransitions)('allows %s --%s--> %s', ([state, action, to]) => {
    expect(transition(state, action)).toEqual({ allowed: true, to });
  });

  it.for(refusedTransitions)('refuses %s --%s-- (%s)', ([state, action, refusal]) => {
    expect(transition(state, action)).toEqual({ allowed: false, refusal });
  });
});

describe('a company’s state from its latest request', () => {
  const open: RequestOutcome = { withdrawnAt: null, decision: null, recalledAt: null };
  const at = new Date('2026-11-01T10:00:00Z');

  it.for([
    ['open', open, 'requested', 'requested'],
    ['withdrawn', { ...open, withdrawnAt: at }, 'withdrawn', 'not_validated'],
    ['accepted', { ...open, decision: 'validated' }, 'validated', 'validated'],
    ['declined', { ...open, decision: 'declined' }, 'declined', 'declined'],
    ['accepted, then recalled', { ...open, decision: 'validated', recalledAt: at }, 'recalled', 'not_validated'],
  ] as const)('%s', ([, request, status, state]) => {
    expect(statusOf(request)).toBe(status);
    expect(stateOf(request)).toBe(state);
  });

  it('is not validated without any request', () => {
    expect(stateOf(undefined)).toBe('not_validated');
  });
});
