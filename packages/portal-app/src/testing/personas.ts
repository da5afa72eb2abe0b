import type { AccountInfo, UserInfo } from '@eventsuite/api-contract';

/*
 * Example users for tests and stories (never used by the product): what /id/userinfo,
 * /id/accountinfo and /id/permissions answer for each role of spec §6.
 */

export interface Persona {
  userInfo: UserInfo;
  accountInfo: AccountInfo;
  /** As the API sends them: with the `eventsuite.` prefix, and other apps' strings mixed in. */
  permissions: string[];
}

const settings = {
  date_format: 'dmY',
  time_format: '24',
  first_weekday: 1,
  currency: 'EUR',
  thousand_separator: 'point',
  decimal_separator: 'comma',
  system_of_measurement: 'metric',
} as const satisfies Partial<UserInfo>;

const acme = {
  id: 'c-acme',
  company_name: 'Acme Events GmbH',
  avatar: null,
  company_address: { locality: 'Berlin', country: 'DE' },
};

function businessUser(sub: string, given: string, family: string, isOwner: boolean): UserInfo {
  return {
    sub,
    given_name: given,
    family_name: family,
    name: `${given} ${family}`,
    picture: null,
    email: `${given.toLowerCase()}@acme.example`,
    company_id: acme.id,
    company_group_id: null,
    company_location_id: null,
    company_is_owner: isOwner,
    company_name: acme.company_name,
    locale: 'en_GB',
    ...settings,
    account_type: 'business',
  };
}

const defaultCompanyRights = ['eventsuite.can_view_company_profile', 'eventsuite.can_view_team_members'];

export const owner: Persona = {
  userInfo: businessUser('u-owner', 'Olivia', 'Owner', true),
  accountInfo: {
    ...acme,
    further_accounts: [
      { id: 'c-stagecrew', company_name: 'Stagecrew Ltd', avatar: null, company_address: null },
      { id: 'u-owner', company_name: null, avatar: null, company_address: null },
    ],
  },
  // The owner's role grants little; ownership passes every company check.
  permissions: ['eventsuite.is_owner', 'crew-planner.can_plan'],
};

export const member: Persona = {
  userInfo: businessUser('u-member', 'Max', 'Member', false),
  accountInfo: { ...acme, further_accounts: [] },
  permissions: [...defaultCompanyRights, 'eventsuite.can_view_locations'],
};

/** A company member whose role grants no company permission at all. */
export const memberWithoutCompanyRights: Persona = {
  userInfo: businessUser('u-plain', 'Paula', 'Plain', false),
  accountInfo: { ...acme, further_accounts: [] },
  permissions: ['crew-planner.can_plan'],
};

export const admin: Persona = {
  userInfo: businessUser('u-admin', 'Ada', 'Admin', false),
  accountInfo: { ...acme, further_accounts: [] },
  permissions: [
    ...defaultCompanyRights,
    'eventsuite.admin_can_view_apps',
    'eventsuite.admin_can_view_permissions',
    'eventsuite.admin_can_view_companies',
    'eventsuite.admin_can_view_users',
    'eventsuite.admin_can_view_content',
    'eventsuite.admin_can_view_settings',
  ],
};

/** An administrator who may also change roles and permissions (the admin above only views permissions). */
export const rolesAdmin: Persona = {
  ...admin,
  permissions: [
    ...admin.permissions,
    'eventsuite.admin_can_view_roles',
    'eventsuite.admin_can_edit_roles',
    'eventsuite.admin_can_edit_permissions',
  ],
};

/** The administrator who may also change apps (admin_can_edit_apps); `admin` only views them. */
export const appEditor: Persona = {
  ...admin,
  permissions: [...admin.permissions, 'eventsuite.admin_can_edit_apps'],
};

/** The administrator who may also change the pages and the settings; `admin` only views them (issue 27). */
export const contentEditor: Persona = {
  ...admin,
  permissions: [...admin.permissions, 'eventsuite.admin_can_edit_content', 'eventsuite.admin_can_edit_settings'],
};

/** The administrator who may also change users (admin_can_edit_users); `admin` only views them. */
export const userEditor: Persona = {
  ...admin,
  permissions: [...admin.permissions, 'eventsuite.admin_can_edit_users'],
};

export const personal: Persona = {
  userInfo: {
    sub: 'u-personal',
    given_name: 'Pia',
    family_name: 'Private',
    name: 'Pia Private',
    picture: null,
    email: 'pia@example.org',
    company_id: null,
    company_group_id: null,
    company_location_id: null,
    company_is_owner: false,
    company_name: null,
    locale: 'de_CH',
    ...settings,
    account_type: 'personal',
  },
  accountInfo: {
    id: 'u-personal',
    company_name: null,
    avatar: null,
    company_address: null,
    further_accounts: [acme],
  },
  permissions: [],
};

/** The administrator who may also change companies and decide their verification (admin_can_edit_companies). */
export const companyEditor: Persona = {
  ...admin,
  permissions: [...admin.permissions, 'eventsuite.admin_can_edit_companies'],
};

/** The administrator who may also read the platform's activity log (admin_can_view_activity, issue 27). */
export const activityAdmin: Persona = {
  ...admin,
  permissions: [...admin.permissions, 'eventsuite.admin_can_view_activity'],
};

export const personas = {
  admin,
  activityAdmin,
  appEditor,
  userEditor,
  contentEditor,
  companyEditor,
  rolesAdmin,
  owner,
  member,
  memberWithoutCompanyRights,
  personal,
} as const;
export type PersonaName = keyof typeof personas;
