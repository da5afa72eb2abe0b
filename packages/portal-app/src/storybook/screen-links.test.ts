import { describe, expect, it } from 'vitest';
import { pathTo } from '../route-table/path-to';
import { routeNameOf, routeOfTags, screenOfRoute, storyTaggedFor } from './screen-links';

describe('screen links of the stories', () => {
  it('finds the route of a path, parameters included', () => {
    expect(routeNameOf(pathTo('profile'))).toBe('profile');
    expect(routeNameOf(pathTo('company-team-members-teamMember', { teamMember: 'u-7' }))).toBe(
      'company-team-members-teamMember',
    );
    expect(routeNameOf('/no/such/page')).toBeUndefined();
  });

  it('picks the story tagged for the route, never a docs entry', () => {
    const entries = {
      'screens-profile--docs': { id: 'screens-profile--docs', type: 'docs', tags: [screenOfRoute('profile')] },
      'screens-profile--empty': { id: 'screens-profile--empty', type: 'story', tags: ['autodocs'] },
      'screens-profile--filled': { id: 'screens-profile--filled', type: 'story', tags: [screenOfRoute('profile')] },
    };
    expect(storyTaggedFor(entries, 'profile')).toBe('screens-profile--filled');
    expect(storyTaggedFor(entries, 'settings')).toBeUndefined();
  });

  it('reads the route a story stands for from its tags', () => {
    expect(routeOfTags(['autodocs', screenOfRoute('settings')])).toBe('settings');
    expect(routeOfTags(['autodocs'])).toBeUndefined();
  });
});
