import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  access,
  accessDeclarationProblem,
  buildPath,
  defineEndpoint,
  type Access,
  type EndpointParams,
  type EndpointResponse,
  type HttpMethod,
  type PathParamNames,
} from './endpoint';
import { endpoints } from './endpoints';
import { appStatePrefix, portalPermissions, type PermissionRequirement } from './permissions';
import type { StaticPage } from './static-pages/schemas';

const permissionsNamedBy = (requirement: PermissionRequirement | undefined) => [
  ...(requirement?.anyOf ?? []),
  ...(requirement?.allOf ?? []),
  ...(requirement?.company ?? []),
];
const isPortalPermission = (entry: string) => (portalPermissions as readonly string[]).includes(entry);

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath(endpoints.showStaticPage, { type: 'terms' })).toBe('/api/static-pages/terms');
    const roles = defineEndpoint({
      method: 'GET',
      path: '/api/apps/:app/roles/:role',
      response: z.unknown(),
      access: access.platform({ anyOf: ['admin_can_view_roles'] }),
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
      access: access.public(),
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

describe('access', () => {
  it('is required, and only whole declarations compile or load', () => {
    expect(() =>
      // @ts-expect-error: every endpoint declares who may call it
      defineEndpoint({ method: 'GET', path: '/api/nobody-decided', response: z.unknown() }),
    ).toThrow('GET /api/nobody-decided declares no access');
    // @ts-expect-error: a signed-in endpoint declares whose data it reaches
    const unscoped: Access = { kind: 'authenticated' };
    // @ts-expect-error: a public endpoint reaches nobody's data in particular
    const scopedPublic: Access = { kind: 'public', scope: 'own-account' };
    // @ts-expect-error: platform-wide data needs a permission
    const openPlatform: Access = { kind: 'authenticated', scope: 'platform' };
    // @ts-expect-error: and so does the helper
    access.platform();
    expect([unscoped, scopedPublic, openPlatform]).toHaveLength(3);
  });

  it('carries only the parts given', () => {
    expect(access.public()).toEqual({ kind: 'public' });
    expect(access.ownAccount()).toStrictEqual({ kind: 'authenticated', scope: 'own-account' });
    expect(access.currentCompany({ company: ['can_view_locations'] })).toEqual({
      kind: 'authenticated',
      scope: 'current-company',
      permissions: { company: ['can_view_locations'] },
    });
  });
});

describe('error statuses', () => {
  const errorsOf = (
    definition: Omit<Parameters<typeof defineEndpoint>[0], 'method' | 'response'> & { method?: HttpMethod },
  ) => defineEndpoint({ method: 'GET', response: z.unknown(), ...definition }).errors;

  it('follow from access, path and input', () => {
    expect(errorsOf({ path: '/api/open', access: access.public() })).toEqual([]);
    expect(errorsOf({ path: '/api/mine', access: access.ownAccount() })).toEqual([401]);
    expect(errorsOf({ path: '/api/mine', access: access.ownAccount({ anyOf: ['__flag'] }) })).toEqual([401, 403]);
    expect(errorsOf({ path: '/api/things/:thing', body: z.object({}), access: access.public() })).toEqual([404, 422]);
    expect(errorsOf({ path: '/api/company/locations', access: access.currentCompany() })).toEqual([401, 403, 404]);
    expect(
      errorsOf({ path: '/api/apps', query: z.object({}), access: access.platform({ anyOf: ['admin_can_view_apps'] }) }),
    ).toEqual([401, 403, 422]);
  });

  it('include 422 wherever text arrives: a path parameter, or a body on any method but GET', () => {
    expect(errorsOf({ path: '/api/things/:thing', access: access.public() })).toEqual([404, 422]);
    expect(errorsOf({ method: 'POST', path: '/api/open', access: access.public() })).toEqual([422]);
    expect(errorsOf({ method: 'DELETE', path: '/api/mine', access: access.ownAccount() })).toEqual([401, 422]);
    expect(endpoints.getUserInfo.errors).toEqual([401]);
  });

  it('add the declared extras once, in ascending order', () => {
    expect(errorsOf({ path: '/api/mine', access: access.ownAccount(), errors: [409, 401] })).toEqual([401, 409]);
    expect(endpoints.deleteProfile.errors).toEqual([401, 409, 422, 429]);
    expect(endpoints.submitSignIn.errors).toEqual([401, 403, 404, 422, 423, 429]);
  });
});

describe('endpoint table', () => {
  it.for(Object.entries(endpoints))('declares path, access and scope of %s', ([, endpoint]) => {
    expect(endpoint.path.startsWith('/')).toBe(true);
    expect(accessDeclarationProblem(endpoint.access)).toBeUndefined();
    for (const entry of permissionsNamedBy(endpoint.access.permissions)) {
      expect(entry.startsWith(appStatePrefix) || isPortalPermission(entry), entry).toBe(true);
    }
  });

  it('refuses declarations built around the type', () => {
    const declaredAs = (declared: unknown) => accessDeclarationProblem(declared as Access);
    expect(declaredAs(undefined)).toBe('declares no access');
    expect(declaredAs({ kind: 'authenticated' })).toBe('declares no scope');
    expect(declaredAs({ kind: 'public', scope: 'own-account' })).toBe('is public but declares a scope or permissions');
    expect(declaredAs({ kind: 'authenticated', scope: 'platform', permissions: {} })).toBe(
      'is platform-wide without a permission requirement',
    );
    expect(declaredAs({ kind: 'admin', scope: 'platform' })).toBe('declares an unknown kind of access');
  });
});
