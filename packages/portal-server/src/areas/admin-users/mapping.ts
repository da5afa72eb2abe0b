import type { AdminUser, AdminUserAccount, AdminUserApp, AdminUserSummary } from '@eventsuite/api-contract';
import { portalAppName } from '../admin-apps';
import type { HeldRole, UserListRow, UserRow } from './queries';

type RoleOption = { id: string; appId: string; name: string };

export function toAdminUserSummary(row: UserListRow): AdminUserSummary {
  return {
    id: row.id,
    first_name: row.givenName,
    last_name: row.familyName,
    email: row.email,
    avatar: row.avatar,
    account_type: row.accountType,
    locked: row.lockedAt !== null,
    companies: row.companies,
  };
}

function toApp(held: HeldRole, options: RoleOption[]): AdminUserApp {
  return {
    id: held.appId,
    name: held.appName,
    logo: held.logo,
    always_installed: held.alwaysInstalled,
    role: { id: held.roleId, name: held.roleName },
    roles: options.filter((role) => role.appId === held.appId).map(({ id, name }) => ({ id, name })),
  };
}

export interface UserPageData {
  user: UserRow;
  memberships: { id: string; name: string; ownerId: string }[];
  held: HeldRole[];
  companyRoles: RoleOption[];
  personalRoles: RoleOption[];
}

/** The user's page: their row, and per account (each company, a private user's own) role and apps. */
export function toAdminUser({ user, memberships, held, companyRoles, personalRoles }: UserPageData): AdminUser {
  const accountOf = (companyId: string | null): Omit<AdminUserAccount, 'company' | 'is_owner'> => {
    const here = held.filter((row) => row.companyId === companyId);
    const eventsuite = here.find((row) => row.internalName === portalAppName);
    const options = companyId === null ? personalRoles : companyRoles;
    return {
      eventsuite_role: eventsuite ? { id: eventsuite.roleId, name: eventsuite.roleName } : null,
      apps: here.filter((row) => row.internalName !== portalAppName).map((row) => toApp(row, options)),
    };
  };
  const accounts: AdminUserAccount[] = memberships.map((company) => ({
    company: { id: company.id, name: company.name },
    is_owner: company.ownerId === user.id,
    ...accountOf(company.id),
  }));
  if (user.accountType === 'personal') accounts.unshift({ company: null, is_owner: false, ...accountOf(null) });
  return {
    id: user.id,
    first_name: user.givenName,
    last_name: user.familyName,
    email: user.email,
    avatar: user.avatar,
    account_type: user.accountType,
    locked: user.lockedAt !== null,
    companies: memberships.map(({ id, name }) => ({ id, name })),
    phone_number: user.phoneNumber ?? '',
    position: user.position ?? '',
    created_at: user.createdAt.toISOString(),
    locked_at: user.lockedAt?.toISOString() ?? null,
    accounts,
  };
}
