import {
  adminUsersEndpoints,
  adminUsersPerPage,
  twoFactorEndpoints,
  type AdminEventsuiteRole,
  type AdminTwoFactor,
  type AdminUser,
  type AdminUserAvailableApp,
  type AdminUserSummary,
} from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle } from '../../storybook/msw-handlers';

// Users of the platform for the stories of /admin/users and /admin/users/{user}: data stays literal.

const acme = { id: '5a0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c01', name: 'Acme Events GmbH' };
const harbour = { id: '5a0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c02', name: 'Harbour Stage GmbH' };

export const eventsuiteRoles: AdminEventsuiteRole[] = [
  { id: '6b1d2e3f-4051-4b6c-9d7e-8f9a0b1c2d01', name: 'Private user', is_personal: true },
  { id: '6b1d2e3f-4051-4b6c-9d7e-8f9a0b1c2d02', name: 'Team member', is_personal: false },
  { id: '6b1d2e3f-4051-4b6c-9d7e-8f9a0b1c2d03', name: 'Manager', is_personal: false },
  { id: '6b1d2e3f-4051-4b6c-9d7e-8f9a0b1c2d04', name: 'Platform administrator', is_personal: false },
];
const roleNamed = (name: string) => {
  const role = eventsuiteRoles.find((candidate) => candidate.name === name)!;
  return { id: role.id, name: role.name };
};

const appRoles = {
  planner: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3e01', name: 'Planner' },
  viewer: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3e02', name: 'Viewer' },
};

const summaryOf = (user: AdminUser): AdminUserSummary => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  avatar: user.avatar,
  account_type: user.account_type,
  locked: user.locked,
  companies: user.companies,
});

/** Bea: in two companies, a Manager in one, with the Crew Planner there. */
export const bea: AdminUser = {
  id: '8e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a01',
  first_name: 'Bea',
  last_name: 'Berger',
  email: 'bea.berger@example.com',
  avatar: null,
  account_type: 'business',
  locked: false,
  companies: [acme, harbour],
  phone_number: '+41 44 123 45 67',
  position: 'Production manager',
  created_at: '2026-03-02T09:30:00.000Z',
  locked_at: null,
  accounts: [
    {
      company: acme,
      is_owner: false,
      eventsuite_role: roleNamed('Manager'),
      apps: [
        {
          id: '3c9b8a7d-6e5f-4a3b-9c2d-1e0f2a3b4d01',
          name: 'Crew Planner',
          logo: null,
          always_installed: false,
          role: appRoles.planner,
          roles: [appRoles.planner, appRoles.viewer],
        },
      ],
    },
    { company: harbour, is_owner: true, eventsuite_role: roleNamed('Team member'), apps: [] },
  ],
};

/** Paula: a private user. */
export const paula: AdminUser = {
  id: '8e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a02',
  first_name: 'Paula',
  last_name: 'Privat',
  email: 'paula@example.com',
  avatar: null,
  account_type: 'personal',
  locked: false,
  companies: [],
  phone_number: '',
  position: '',
  created_at: '2026-05-20T14:00:00.000Z',
  locked_at: null,
  accounts: [{ company: null, is_owner: false, eventsuite_role: roleNamed('Private user'), apps: [] }],
};

export const lockedLuke: AdminUser = {
  ...paula,
  id: '8e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a03',
  first_name: 'Luke',
  last_name: 'Locked',
  email: 'luke@example.com',
  account_type: 'business',
  companies: [harbour],
  locked: true,
  locked_at: '2026-11-01T08:00:00.000Z',
  accounts: [{ company: harbour, is_owner: false, eventsuite_role: roleNamed('Team member'), apps: [] }],
};

export const userList: AdminUserSummary[] = [bea, lockedLuke, paula].map(summaryOf);

/** A big platform: enough users for many pages. */
export const manyUsers: AdminUserSummary[] = Array.from({ length: adminUsersPerPage }, (_, index) => ({
  id: `9f3a4b5c-6d7e-4f80-9a1b-2c3d4e5f${String(index).padStart(4, '0')}`,
  first_name: `Crew ${index + 1}`,
  last_name: 'Member',
  email: `crew.${index + 1}@example.com`,
  avatar: null,
  account_type: index % 5 === 0 ? 'personal' : 'business',
  locked: index % 7 === 0,
  companies: index % 5 === 0 ? [] : [index % 2 === 0 ? acme : harbour],
}));

/** The list as the server answers it: a page of the rows, with their total. */
export function userPage(rows: readonly AdminUserSummary[], options: { total?: number; page?: number } = {}) {
  const total = options.total ?? rows.length;
  return {
    data: [...rows],
    meta: {
      current_page: options.page ?? 1,
      last_page: Math.max(1, Math.ceil(total / adminUsersPerPage)),
      per_page: adminUsersPerPage,
      total,
      search: '',
    },
  };
}

/** The list, filtered by the query as the server would. */
export function listHandler(rows: readonly AdminUserSummary[] = userList, total?: number) {
  return handle(adminUsersEndpoints.listAdminUsers, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const locked = query.get('locked');
    const accountType = query.get('account_type');
    const company = query.get('company');
    const found = rows.filter(
      (user) =>
        (locked === null || user.locked === (locked === 'true')) &&
        (accountType === null || user.account_type === accountType) &&
        (company === null || user.companies.some((candidate) => candidate.id === company)),
    );
    return HttpResponse.json(userPage(found, { total: total ?? found.length, page: Number(query.get('page') ?? 1) }));
  });
}

const venueFinder: AdminUserAvailableApp = {
  id: '3c9b8a7d-6e5f-4a3b-9c2d-1e0f2a3b4d02',
  name: 'Venue Finder',
  logo: null,
  default_role: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3e03', name: 'User' },
};

/** A user's page that answers reads and writes as the server would. */
export function userHandlers(initial: AdminUser = bea) {
  let user = initial;
  let available: AdminUserAvailableApp[] = [venueFinder];
  let factors: AdminTwoFactor = { totp: true, passkeys: 1, recovery_codes_left: 8 };
  const answer = () => HttpResponse.json({ data: user });
  return [
    handle(adminUsersEndpoints.showAdminUser, answer),
    handle(twoFactorEndpoints.getAdminUserTwoFactor, () => HttpResponse.json({ data: factors })),
    handle(twoFactorEndpoints.resetAdminUserTwoFactor, () => {
      factors = { totp: false, passkeys: 0, recovery_codes_left: 0 };
      return HttpResponse.json({ data: factors });
    }),
    handle(adminUsersEndpoints.listAdminEventsuiteRoles, () => HttpResponse.json({ data: eventsuiteRoles })),
    handle(adminUsersEndpoints.listAdminUserAvailableApps, () => HttpResponse.json({ data: available })),
    handle(adminUsersEndpoints.lockAdminUser, () => {
      user = { ...user, locked: true, locked_at: '2026-11-28T08:00:00.000Z' };
      return answer();
    }),
    handle(adminUsersEndpoints.unlockAdminUser, () => {
      user = { ...user, locked: false, locked_at: null };
      return answer();
    }),
    handle(adminUsersEndpoints.updateAdminUserRole, async ({ request }) => {
      const body = (await request.json()) as { company: string | null; role: string };
      const role = eventsuiteRoles.find((candidate) => candidate.id === body.role)!;
      user = {
        ...user,
        accounts: user.accounts.map((account) =>
          (account.company?.id ?? null) === body.company
            ? { ...account, eventsuite_role: { id: role.id, name: role.name } }
            : account,
        ),
      };
      return answer();
    }),
    handle(adminUsersEndpoints.installAdminUserApp, async ({ request }) => {
      const body = (await request.json()) as { company: string | null; app: string };
      const app = available.find((candidate) => candidate.id === body.app)!;
      const entry = { ...app, always_installed: false, role: app.default_role!, roles: [app.default_role!] };
      available = available.filter((candidate) => candidate !== app);
      user = {
        ...user,
        accounts: user.accounts.map((account) =>
          (account.company?.id ?? null) === body.company ? { ...account, apps: [...account.apps, entry] } : account,
        ),
      };
      return HttpResponse.json({ data: entry });
    }),
    handle(adminUsersEndpoints.uninstallAdminUserApp, ({ params }) => {
      user = {
        ...user,
        accounts: user.accounts.map((account) => ({
          ...account,
          apps: account.apps.filter((app) => app.id !== params.app),
        })),
      };
      return HttpResponse.json({ data: { deleted: true } });
    }),
    handle(adminUsersEndpoints.assignAdminUserAppRole, async ({ params, request }) => {
      const body = (await request.json()) as { role: string };
      let changed = null;
      user = {
        ...user,
        accounts: user.accounts.map((account) => ({
          ...account,
          apps: account.apps.map((app) => {
            if (app.id !== params.app) return app;
            changed = { ...app, role: app.roles.find((role) => role.id === body.role)! };
            return changed;
          }),
        })),
      };
      return HttpResponse.json({ data: changed! });
    }),
    handle(adminUsersEndpoints.deleteAdminUser, () => HttpResponse.json({ data: { deleted: true } })),
    listHandler(),
  ];
}
