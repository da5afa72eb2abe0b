import { describe, expect, it } from 'vitest';
import { pageTitleOf, routeHandleOf } from './current-route';
import { routeByName } from './route-table';

const teamMemberHandle = routeHandleOf(routeByName('company-team-members-teamMember'));

describe('page title', () => {
  it("titles one's own team-member page after what it shows, the profile", () => {
    const title = pageTitleOf({ handle: teamMemberHandle, params: { teamMember: 'u-max' } }, 'u-max');
    expect(title.defaultMessage).toBe('My employee profile');
  });

  it("titles someone else's page and the list after the route", () => {
    expect(pageTitleOf({ handle: teamMemberHandle, params: { teamMember: 'u-bea' } }, 'u-max').defaultMessage).toBe(
      'Team members',
    );
    expect(pageTitleOf({ handle: teamMemberHandle, params: {} }, 'u-max').defaultMessage).toBe('Team members');
    expect(pageTitleOf({ handle: teamMemberHandle, params: { teamMember: 'u-max' } }, undefined).defaultMessage).toBe(
      'Team members',
    );
  });
});
