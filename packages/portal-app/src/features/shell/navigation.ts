import {
  checkPermissions,
  type AccountType,
  type PermissionRequirement,
  type PermissionSubject,
} from '@eventsuite/api-contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const labels = defineMessages({
  profile: { id: 'nav.profile', defaultMessage: 'My profile' },
  employeeProfile: { id: 'nav.employeeProfile', defaultMessage: 'My employee profile' },
  companyGroup: { id: 'nav.companyGroup', defaultMessage: 'Company' },
  company: { id: 'nav.company', defaultMessage: 'Company profile' },
  teamMembers: { id: 'nav.teamMembers', defaultMessage: 'Team members' },
  locations: { id: 'nav.locations', defaultMessage: 'Locations' },
  authentication: { id: 'nav.authentication', defaultMessage: 'Authentication' },
  apps: { id: 'nav.apps', defaultMessage: 'Apps' },
  adminGroup: { id: 'nav.adminGroup', defaultMessage: 'System Settings' },
  adminApps: { id: 'nav.adminApps', defaultMessage: 'Apps' },
  adminRoles: { id: 'nav.adminRoles', defaultMessage: 'Roles & Permissions' },
  adminCompanies: { id: 'nav.adminCompanies', defaultMessage: 'Companies' },
  adminUsers: { id: 'nav.adminUsers', defaultMessage: 'Users' },
  adminPages: { id: 'nav.adminPages', defaultMessage: 'Pages' },
});

/** One entry of the menu, before translation. Ids are the spec's route names. */
export interface NavEntry {
  id: string;
  label: MessageDescriptor;
  href?: string;
  children?: NavEntry[];
}

/** Whom the menu is for: their permissions (spec §6) and account type. */
export interface NavigationSubject extends PermissionSubject {
  accountType: AccountType;
}

interface EntryDefinition {
  id: string;
  label: MessageDescriptor;
  href: string;
  requires?: PermissionRequirement;
}

// Company items are company permissions: the owner holds them all (spec §6).
const companyEntries: EntryDefinition[] = [
  { id: 'company', label: labels.company, href: '/company', requires: { company: ['can_view_company_profile'] } },
  {
    id: 'company-team-members',
    label: labels.teamMembers,
    href: '/company/team-members',
    requires: { company: ['can_view_team_members'] },
  },
  {
    id: 'company-locations',
    label: labels.locations,
    href: '/company/locations',
    requires: { company: ['can_view_locations'] },
  },
  {
    id: 'company-settings',
    label: labels.authentication,
    href: '/company/settings',
    requires: { company: ['is_owner'] },
  },
];

const adminEntries: EntryDefinition[] = [
  { id: 'admin-apps', label: labels.adminApps, href: '/admin/apps', requires: { anyOf: ['admin_can_view_apps'] } },
  {
    id: 'admin-roles',
    label: labels.adminRoles,
    href: '/admin/roles',
    requires: { anyOf: ['admin_can_view_roles', 'admin_can_view_permissions'] },
  },
  {
    id: 'admin-companies',
    label: labels.adminCompanies,
    href: '/admin/companies',
    requires: { anyOf: ['admin_can_view_companies'] },
  },
  { id: 'admin-users', label: labels.adminUsers, href: '/admin/users', requires: { anyOf: ['admin_can_view_users'] } },
  {
    id: 'admin-pages',
    label: labels.adminPages,
    href: '/admin/pages',
    requires: { anyOf: ['admin_can_view_content'] },
  },
];

function visible(entries: EntryDefinition[], subject: PermissionSubject): NavEntry[] {
  return entries
    .filter((entry) => checkPermissions(entry.requires, subject))
    .map(({ id, label, href }) => ({ id, label, href }));
}

/**
 * The menu of spec §2 for one user: profile, the company group, apps and the admin group. A group
 * shows when at least one of its items does.
 */
export function navigationFor(subject: NavigationSubject): NavEntry[] {
  const company = visible(companyEntries, subject);
  const admin = visible(adminEntries, subject);
  return [
    {
      id: 'profile',
      label: subject.accountType === 'personal' ? labels.profile : labels.employeeProfile,
      href: '/profile',
    },
    ...(company.length > 0 ? [{ id: 'company-group', label: labels.companyGroup, children: company }] : []),
    { id: 'apps', label: labels.apps, href: '/apps' },
    ...(admin.length > 0 ? [{ id: 'admin', label: labels.adminGroup, children: admin }] : []),
  ];
}

/**
 * The menu entry of the current page: the deepest entry whose address the path starts with. One's
 * own team-member page is the profile (spec §2).
 */
export function activeNavId(
  entries: readonly NavEntry[],
  pathname: string,
  ownTeamMemberPage: boolean,
): string | undefined {
  if (ownTeamMemberPage) return 'profile';
  let best: NavEntry | undefined;
  const visit = (entry: NavEntry) => {
    const { href } = entry;
    if (href && (pathname === href || pathname.startsWith(`${href}/`))) {
      if (!best?.href || href.length > best.href.length) best = entry;
    }
    entry.children?.forEach(visit);
  };
  entries.forEach(visit);
  return best?.id;
}
