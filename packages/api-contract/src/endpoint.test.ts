import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { buildPath, defineEndpoint, type EndpointParams, type EndpointResponse, type PathParamNames } from './endpoint';
import { endpoints } from './endpoints';
import type { StaticPage } from './static-pages';

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath(endpoints.showStaticPage, { type: 'terms' })).toBe('/api/static-pages/terms');
    const roles = defineEndpoint({
      method: 'GET',
      path: '/api/apps/:app/roles/:role',
      response: z.unknown(),
      access: { kind: 'authenticated', permissions: { anyOf: ['admin_can_view_roles'] } },
    });
    expect(buildPath(roles, { app: 'crew planner', role: 7 })).toBe('/api/apps/crew%20planner/roles/7');
  });

  it('takes no parameters for a fixed path', () => {
    expect(buildPath(endpoints.health)).toBe('/health');
  });

  it('refuses a missing parameter instead of producing a broken path', () => {
    const roles = defineEndpoint({
      method: 'GET',
      path: '/api/apps/:app',
      response: z.unknown(),
      access: { kind: 'public' },
    });
    expect(() => buildPath(roles, {} as { app: string })).toThrow('missing parameter "app"');
  });

  it('infers request and response types from an endpoint', () => {
    expectTypeOf<PathParamNames<'/api/apps/:app/roles/:role'>>().toEqualTypeOf<'app' | 'role'>();
    expectTypeOf<EndpointParams<typeof endpoints.showStaticPage>>().toEqualTypeOf<{
      type: 'terms' | 'privacy' | 'imprint' | 'about';
    }>();
    expectTypeOf<EndpointResponse<typeof endpoints.showStaticPage>>().toEqualTypeOf<StaticPage>();
    // @ts-expect-error: not a static page type
    expect(buildPath(endpoints.showStaticPage, { type: 'nope' })).toBe('/api/static-pages/nope');
  });
});

describe('endpoint table', () => {
  it('declares method, path and access for every endpoint', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(endpoint.path.startsWith('/')).toBe(true);
      expect(['public', 'authenticated']).toContain(endpoint.access.kind);
    }
  });
});
