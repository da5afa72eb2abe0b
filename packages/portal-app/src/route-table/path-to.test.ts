import { describe, expect, it } from 'vitest';
import { pathTo } from './path-to';

describe('pathTo', () => {
  it('gives the path of a route without parameters', () => {
    expect(pathTo('index')).toBe('/');
    expect(pathTo('company-locations')).toBe('/company/locations');
  });

  it('fills in the parameters, URL-encoded', () => {
    expect(pathTo('apps-app', { app: 'crew-planner' })).toBe('/apps/crew-planner');
    expect(pathTo('admin-pages-page', { page: 'a b/c' })).toBe('/admin/pages/a%20b%2Fc');
  });

  it('drops an optional parameter that is left out', () => {
    expect(pathTo('company-team-members-teamMember')).toBe('/company/team-members');
    expect(pathTo('company-team-members-teamMember', { teamMember: 'u-1' })).toBe('/company/team-members/u-1');
  });

  it('appends the query', () => {
    expect(pathTo('profile', {}, { tab: 'notifications' })).toBe('/profile?tab=notifications');
  });

  it('types the parameters from the path', () => {
    // @ts-expect-error: /apps/:app needs its app.
    expect(() => pathTo('apps-app')).toThrow('needs the parameter app');
    // @ts-expect-error: /profile has no parameter.
    pathTo('profile', { user: 'u-1' });
  });
});
