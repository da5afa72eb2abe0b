import { adminAppsEndpoints, type AdminApp, type AdminAppSummary, type AppInput } from '@eventsuite/api-contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { imageFileHandler } from '../../storybook/image-files';
import { handle } from '../../storybook/msw-handlers';
import { appSignInHandlers, portal, publicClient } from './app-sign-in-fixtures';

// Apps of the platform as the administration shows them.

export const crewPlanner: AdminApp = {
  id: '5b0c7f5e-8a43-4c1e-9a55-0d1f2e3a4b5c',
  name: 'Crew Planner',
  internal_name: 'crew-planner',
  technical_name: 'crew.planner',
  display_name: 'Crew Planner',
  description: 'Plan shifts and crews for your events.',
  description_de: 'Schichten und Crews für Ihre Events planen.',
  instructions: 'Open the planner and create your first shift.',
  instructions_de: 'Öffnen Sie den Planer und legen Sie Ihre erste Schicht an.',
  logo: 'crew-planner-logo.png',
  screenshots: [
    { id: '0f6b7c2a-1d2e-4f3a-8b4c-5d6e7f8a9b01', file: 'crew-planner-shifts.png' },
    { id: '0f6b7c2a-1d2e-4f3a-8b4c-5d6e7f8a9b02', file: 'crew-planner-crews.png' },
    { id: '0f6b7c2a-1d2e-4f3a-8b4c-5d6e7f8a9b03', file: 'crew-planner-calendar.png' },
  ],
  visibility: 'company',
  always_installed: false,
  admin_only: false,
  auth_path: '/auth/start',
  comeback_path: '/signed-out',
  redirect_url: 'https://crew.example.com/callback',
  roles: [
    { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01', display_name: 'Crew member', is_personal: true, is_default: true },
    { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02', display_name: 'Planner', is_personal: false, is_default: true },
    { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c03', display_name: 'Viewer', is_personal: false, is_default: false },
  ],
  default_personal_role: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
  default_company_role: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02',
  is_portal: false,
};

export const portalApp: AdminApp = {
  ...crewPlanner,
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Eventsuite',
  internal_name: 'eventsuite',
  technical_name: '',
  display_name: 'Eventsuite',
  description: 'Your account, your company and the apps you use.',
  logo: null,
  screenshots: [],
  visibility: 'hidden',
  always_installed: true,
  auth_path: '',
  comeback_path: '',
  redirect_url: '',
  roles: [],
  default_personal_role: null,
  default_company_role: null,
  is_portal: true,
};

export const summaryOf = (app: AdminApp): AdminAppSummary => ({
  id: app.id,
  internal_name: app.internal_name,
  display_name: app.display_name,
  logo: app.logo,
  visibility: app.visibility,
  always_installed: app.always_installed,
  admin_only: app.admin_only,
});

export const staffSearch: AdminAppSummary = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  internal_name: 'staff-search',
  display_name: 'Staff Search',
  logo: null,
  visibility: 'visible',
  always_installed: false,
  admin_only: true,
};

export const appList: AdminAppSummary[] = [summaryOf(crewPlanner), summaryOf(portalApp), staffSearch];

/** Thirty apps: two pages of the list. */
export const manyApps: AdminAppSummary[] = Array.from({ length: 30 }, (_, index) => ({
  ...staffSearch,
  id: `3e4f5a6b-7c8d-4e9f-8a0b-${String(index).padStart(12, '0')}`,
  internal_name: `app-${String(index + 1).padStart(2, '0')}`,
  display_name: `App ${String(index + 1).padStart(2, '0')}`,
  admin_only: index % 3 === 0,
}));

/**
 * A small app administration server: the list, one app and its sign-in, which saves, uploads and reorders change as
 * the server would. `initial` is the app the screen shows.
 */
export function appHandlers(initial: AdminApp = crewPlanner, list: AdminAppSummary[] = appList): HttpHandler[] {
  let app = initial;
  let uploads = 0;
  const answer = () => HttpResponse.json({ data: app });
  const withDefaults = (input: AppInput): AdminApp => ({
    ...app,
    ...input,
    roles: app.roles.map((role) => ({
      ...role,
      is_default: role.id === input.default_personal_role || role.id === input.default_company_role,
    })),
  });
  return [
    imageFileHandler,
    ...appSignInHandlers(initial.is_portal ? portal : { ...publicClient, app_id: initial.id }),
    handle(adminAppsEndpoints.listApps, () => HttpResponse.json({ data: list })),
    handle(adminAppsEndpoints.showApp, answer),
    handle(adminAppsEndpoints.createApp, async ({ request }) => {
      app = { ...portalApp, ...((await request.json()) as AppInput), id: crewPlanner.id, is_portal: false };
      return answer();
    }),
    handle(adminAppsEndpoints.updateApp, async ({ request }) => {
      app = withDefaults((await request.json()) as AppInput);
      return answer();
    }),
    handle(adminAppsEndpoints.uploadAppLogo, () => {
      app = { ...app, logo: 'new-logo.png' };
      return answer();
    }),
    handle(adminAppsEndpoints.deleteAppLogo, () => {
      app = { ...app, logo: null };
      return answer();
    }),
    handle(adminAppsEndpoints.uploadAppScreenshot, () => {
      uploads += 1;
      const id = `9a8b7c6d-5e4f-4a3b-8c2d-${String(uploads).padStart(12, '0')}`;
      app = { ...app, screenshots: [...app.screenshots, { id, file: `uploaded-${uploads}.png` }] };
      return answer();
    }),
    handle(adminAppsEndpoints.deleteAppScreenshot, ({ params }) => {
      app = { ...app, screenshots: app.screenshots.filter((shot) => shot.id !== params.screenshot) };
      return answer();
    }),
    handle(adminAppsEndpoints.reorderAppScreenshots, async ({ request }) => {
      const { screenshots } = (await request.json()) as { screenshots: string[] };
      app = { ...app, screenshots: screenshots.map((id) => app.screenshots.find((shot) => shot.id === id)!) };
      return answer();
    }),
    handle(adminAppsEndpoints.deleteApp, () => HttpResponse.json({ data: { deleted: true } })),
  ];
}
