import {
  adminAppsEndpoints,
  adminRolesEndpoints,
  type AdminAppSummary,
  type PermissionCatalogue,
  type Role,
  type RoleList,
} from '@eventsuite/api-contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

// Apps, roles and permissions for the stories of /admin/roles.

const app = (id: string, internal_name: string, display_name: string): AdminAppSummary => ({
  id,
  internal_name,
  display_name,
  logo: null,
  visibility: 'visible',
  always_installed: false,
  admin_only: false,
});

export const crewPlanner = app('app-crew', 'crew-planner', 'Crew Planner');
export const portalApp = { ...app('app-portal', 'eventsuite', 'Eventsuite'), visibility: 'hidden' as const };
export const storyApps = [crewPlanner, portalApp];

const role = (id: string, display_name: string, is_personal: boolean, overrides: Partial<Role> = {}): Role => ({
  id,
  display_name,
  is_personal,
  is_default: false,
  permissions: [],
  holder_count: 0,
  ...overrides,
});

export const crewMember = role('r-crew', 'Crew member', true, {
  is_default: true,
  permissions: ['crew-planner.view_shifts'],
  holder_count: 4,
});
export const guest = role('r-guest', 'Guest', true);
export const planner = role('r-planner', 'Planner', false, {
  is_default: true,
  permissions: ['crew-planner.edit_shifts', 'crew-planner.view_shifts'],
  holder_count: 12,
});
export const viewer = role('r-viewer', 'Viewer', false, { permissions: ['crew-planner.view_shifts'] });
export const lead = role('r-lead', 'Lead', false, { holder_count: 2 });

export const crewPlannerRoles: RoleList = {
  roles: [crewMember, guest, planner, viewer, lead],
  logs: [
    {
      id: '2',
      occurred_at: '2026-11-20T09:30:00Z',
      type: 'default_role_set',
      actor: { id: 'u-admin', name: 'Ada Admin' },
      object_type: 'role',
      object_id: planner.id,
      object_name: null,
      details: { app_id: crewPlanner.id, display_name: planner.display_name, kind: 'company' },
    },
    {
      id: '1',
      occurred_at: '2026-11-20T09:00:00Z',
      type: 'role_created',
      actor: { id: 'u-admin', name: 'Ada Admin' },
      object_type: 'role',
      object_id: lead.id,
      object_name: null,
      details: { app_id: crewPlanner.id, display_name: lead.display_name, kind: 'company' },
    },
  ],
  admin_roles_only: false,
};

export const platformAdministrator = role('r-platform', 'Platform administrator', false, {
  permissions: ['eventsuite.admin_can_view_apps', 'eventsuite.admin_can_view_roles'],
  holder_count: 1,
});

export const adminRolesOnly: RoleList = { roles: [platformAdministrator], logs: [], admin_roles_only: true };

export const catalogue: PermissionCatalogue = [
  {
    prefix: 'crew-planner',
    permissions: [
      { name: 'crew-planner.edit_shifts', description: 'Plan shifts and crews.' },
      { name: 'crew-planner.view_shifts', description: 'See shifts and crews.' },
    ],
  },
  {
    prefix: 'eventsuite',
    permissions: [
      { name: 'eventsuite.admin_can_view_apps', description: '' },
      { name: 'eventsuite.admin_can_view_roles', description: '' },
    ],
  },
];

/**
 * The server of the stories: the app list, the roles of Crew Planner (an order saved answers the list
 * in that order), the portal's admin roles, the catalogue, and defaults that move.
 */
export function roleHandlers(list: RoleList = crewPlannerRoles): HttpHandler[] {
  let current = list;
  return [
    respond(adminAppsEndpoints.listApps, { data: storyApps }),
    handle(adminRolesEndpoints.listRoles, ({ params, request }) => {
      const adminOnly = new URL(request.url).searchParams.get('admin_roles') === 'true';
      if (params.app === portalApp.id && adminOnly) return HttpResponse.json({ data: adminRolesOnly });
      return HttpResponse.json({ data: current });
    }),
    handle(adminRolesEndpoints.saveRoleOrder, async ({ request }) => {
      const { roles } = (await request.json()) as { roles: string[] };
      current = { ...current, roles: roles.map((id) => current.roles.find((entry) => entry.id === id)!) };
      return HttpResponse.json({ data: current });
    }),
    handle(adminRolesEndpoints.setDefaultRole, async ({ request }) => {
      const { role: id } = (await request.json()) as { role: string };
      const chosen = current.roles.find((entry) => entry.id === id)!;
      current = {
        ...current,
        roles: current.roles.map((entry) =>
          entry.is_personal === chosen.is_personal ? { ...entry, is_default: entry.id === id } : entry,
        ),
      };
      return HttpResponse.json({ data: current });
    }),
    handle(adminRolesEndpoints.deleteRole, ({ params }) => {
      current = { ...current, roles: current.roles.filter((entry) => entry.id !== params.role) };
      return HttpResponse.json({ data: { deleted: true } });
    }),
    respond(adminRolesEndpoints.listPermissions, { data: catalogue }),
    handle(adminRolesEndpoints.saveRolePermissions, async ({ params, request }) => {
      const { permissions } = (await request.json()) as { permissions: string[] };
      current = {
        ...current,
        roles: current.roles.map((entry) => (entry.id === params.role ? { ...entry, permissions } : entry)),
      };
      return HttpResponse.json({ data: current.roles.find((entry) => entry.id === params.role)! });
    }),
  ];
}
