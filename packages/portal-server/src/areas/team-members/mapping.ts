import type { TeamMember, TeamMemberSummary } from '@eventsuite/api-contract';
import type { MemberWithApps } from './queries';

const reference = (id: string | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** A row of the team-member list. */
export function toTeamMemberSummary(row: MemberWithApps): TeamMemberSummary {
  return {
    id: row.id,
    first_name: row.givenName,
    last_name: row.familyName,
    email: row.email,
    position: row.position ?? '',
    avatar: row.avatar,
    location: reference(row.locationId, row.locationName),
    company_role: reference(row.roleId, row.roleName),
    is_owner: row.isOwner,
    locked: row.lockedAt !== null,
    two_factor: row.twoFactor,
    installed_apps: row.apps,
  };
}

/** A member's page. */
export function toTeamMember(row: MemberWithApps): TeamMember {
  return {
    ...toTeamMemberSummary(row),
    gender: row.gender,
    phone_number: row.phoneNumber ?? '',
    mobile_number: row.mobileNumber ?? '',
    employment: row.employment,
    joined_at: new Date(row.joinedAt).toISOString(),
  };
}
