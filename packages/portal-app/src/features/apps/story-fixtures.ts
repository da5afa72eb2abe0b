import {
  appsEndpoints,
  avatarFilesPath,
  type AppAvailabilityAnswer,
  type CatalogueApp,
  type CatalogueAppDetail,
  type CompanyDefaultRole,
} from '@eventsuite/api-contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { handle } from '../../storybook/msw-handlers';

/*
 * Example apps and a small catalogue server for the app stories (never used by the product). Logos and
 * screenshots are drawn pictures the image handler answers.
 */

const detail = (app: CatalogueApp, more: Partial<CatalogueAppDetail> = {}): CatalogueAppDetail => ({
  ...app,
  instructions: '',
  screenshots: [],
  open_href: `https://${app.internal_name}.example/sign-in`,
  sets_company_default_role: false,
  ...more,
});

export const crewPlanner: CatalogueAppDetail = detail(
  {
    id: 'app-crew',
    internal_name: 'crew-planner',
    display_name: 'Crew Planner',
    description: 'Plan shifts and crews for your events.',
    logo: 'crew-logo.png',
    installed: true,
    always_installed: false,
    availability: 'installed',
    can_change: true,
    role: 'Planner',
  },
  {
    instructions: 'Open a production, drag people onto shifts,\nand publish the plan when it is ready.',
    screenshots: ['crew-shot-1.png', 'crew-shot-2.png', 'crew-shot-3.png'],
  },
);

export const venueFinder: CatalogueAppDetail = detail({
  id: 'app-venue',
  internal_name: 'venue-finder',
  display_name: 'Venue Finder',
  description: 'Discover venues and their technical riders.',
  logo: null,
  installed: false,
  always_installed: false,
  availability: 'installable',
  can_change: true,
  role: null,
});

export const opsConsole: CatalogueAppDetail = detail({
  id: 'app-ops',
  internal_name: 'ops-console',
  display_name: 'Operations Console',
  description: 'The health of the platform at a glance.',
  logo: 'ops-logo.png',
  installed: true,
  always_installed: true,
  availability: 'installed',
  can_change: false,
  role: 'Viewer',
});

export const payrollExport: CatalogueAppDetail = detail({
  id: 'app-payroll',
  internal_name: 'payroll-export',
  display_name: 'Payroll Export',
  description: 'Export approved hours to your payroll software.',
  logo: null,
  installed: false,
  always_installed: false,
  availability: 'administrator',
  can_change: false,
  role: null,
});

export const catalogueApps: CatalogueAppDetail[] = [crewPlanner, opsConsole, payrollExport, venueFinder];

/** The company roles of Crew Planner, with the app's default and no choice of the company's yet. */
export const crewPlannerRoles: CompanyDefaultRole = {
  role_id: null,
  app_default_role_id: 'role-planner',
  roles: [
    { id: 'role-planner', display_name: 'Planner' },
    { id: 'role-viewer', display_name: 'Viewer' },
  ],
};

const logoSvg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="18" fill="${fill}"/><circle cx="48" cy="42" r="22" fill="#ffffff" opacity="0.7"/></svg>`;
const screenshotSvg = (panel: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="480" height="300" fill="#f7f7f9"/><rect width="480" height="32" fill="#2f6f9f"/><rect x="12" y="44" width="${panel}" height="244" rx="6" fill="#9fd3f5"/></svg>`;

/** The drawn logos and screenshots, by file name. */
export const appImageHandler = http.get(`*${avatarFilesPath}/:name`, ({ params }) => {
  const name = String(params.name);
  const shot = /shot-(\d)/.exec(name);
  const svg = shot
    ? screenshotSvg(100 + Number(shot[1]) * 80)
    : logoSvg(name.startsWith('ops') ? '#333f4f' : '#2f6f9f');
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

const summaryOf = ({
  instructions: _instructions,
  screenshots: _screenshots,
  open_href: _open,
  sets_company_default_role: _sets,
  ...app
}: CatalogueAppDetail): CatalogueApp => app;

/**
 * A catalogue server over `initial`: the list, each app, /app-not-installed's answer, and install and
 * uninstall, which change the app as the server would.
 */
export function catalogueHandlers(initial: CatalogueAppDetail[] = catalogueApps): HttpHandler[] {
  let apps = initial;
  const find = (name: string) => apps.find((app) => app.id === name || app.internal_name === name);
  const change = (name: string, installed: boolean) => {
    apps = apps.map((app) =>
      app.id === name || app.internal_name === name
        ? {
            ...app,
            installed,
            availability: installed ? ('installed' as const) : ('installable' as const),
            role: installed ? 'User' : null,
          }
        : app,
    );
    return HttpResponse.json({ data: find(name)! });
  };
  const notFound = () => HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  return [
    appImageHandler,
    handle(appsEndpoints.listAvailableApps, () => HttpResponse.json({ data: apps.map(summaryOf) })),
    handle(appsEndpoints.showAvailableApp, ({ params }) => {
      const app = find(params.app);
      return app ? HttpResponse.json({ data: app }) : notFound();
    }),
    handle(appsEndpoints.installApp, async ({ request }) => {
      const { app } = (await request.json()) as { app: string };
      return find(app) ? change(app, true) : notFound();
    }),
    handle(appsEndpoints.uninstallApp, ({ params }) => (find(params.app) ? change(params.app, false) : notFound())),
    handle(appsEndpoints.showAppAvailability, ({ request }) => {
      const name = new URL(request.url).searchParams.get('app') ?? '';
      const app = find(name);
      const answer: AppAvailabilityAnswer = app
        ? { availability: app.availability, app }
        : { availability: 'not_found', app: null };
      return HttpResponse.json({ data: answer });
    }),
  ];
}

/** The company's default role in Crew Planner: read, chosen, set back. */
export function companyDefaultRoleHandlers(initial: CompanyDefaultRole = crewPlannerRoles): HttpHandler[] {
  let current = initial;
  return [
    handle(appsEndpoints.showCompanyDefaultRole, () => HttpResponse.json({ data: current })),
    handle(appsEndpoints.setCompanyDefaultRole, async ({ request }) => {
      const { role } = (await request.json()) as { role: string };
      current = { ...current, role_id: role };
      return HttpResponse.json({ data: current });
    }),
    handle(appsEndpoints.deleteCompanyDefaultRole, () => {
      current = { ...current, role_id: null };
      return HttpResponse.json({ data: current });
    }),
  ];
}
