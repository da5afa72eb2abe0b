import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { problemOf, retryAfterMinutes } from './refusal';

const refusal = (status: number, headers: Record<string, string> = {}) =>
  new ApiError(status, '/oidc/interaction/abc/login', { message: 'x' }, new Headers(headers));

describe('sign-in refusals', () => {
  it.each([
    [refusal(401), { kind: 'invalid_credentials' }],
    [refusal(403), { kind: 'sso_required' }],
    [refusal(423), { kind: 'locked' }],
    [refusal(429, { 'Retry-After': '600' }), { kind: 'throttled', retryAfterMinutes: 10 }],
    [refusal(404), { kind: 'expired' }],
    [refusal(500), { kind: 'request_failed' }],
    [new TypeError('Failed to fetch'), { kind: 'request_failed' }],
  ])('%s', (error, problem) => {
    expect(problemOf(error)).toEqual(problem);
  });

  it('reads Retry-After as seconds or as a date, in whole minutes of at least one', () => {
    expect(retryAfterMinutes('61')).toBe(2);
    expect(retryAfterMinutes('5')).toBe(1);
    expect(retryAfterMinutes('0')).toBe(1);
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMinutes('Sat, 21 Nov 2026 10:15:00 GMT', now)).toBe(15);
    expect(retryAfterMinutes(null)).toBe(1);
    expect(retryAfterMinutes('soon')).toBe(1);
  });
});
