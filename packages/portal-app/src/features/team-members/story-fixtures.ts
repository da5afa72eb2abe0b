import {
  teamMemberAppsEndpoints,
  teamMembersEndpoints,
  teamMembersPerPage,
  type TeamMember,
  type TeamMemberAvailableApp,
  type TeamMemberDetail,
  type TeamMemberInstalledApp,
  type TeamMemberPage,
  type TeamMemberSummary,
} from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

/*
 * Team members of Acme Events GmbH (the company of src/testing/personas.ts) for the stories, and handlers
 * that page and search them as the server does (never used by the product).
 */

// Roles and locations are named by uuids, as the update's schema wants them.
const roles = {
  member: { id: '0b6a3f1e-5d4c-4a8b-9e21-7c3d2f1a0b01', name: 'Team member' },
  manager: { id: '0b6a3f1e-5d4c-4a8b-9e21-7c3d2f1a0b02', name: 'Manager' },
};
const locations = {
  berlin: { id: '5e0c2b7a-1f3d-4c6e-8a9b-2d4f6a8c0e01', name: 'Headquarters Berlin' },
  leipzig: { id: '5e0c2b7a-1f3d-4c6e-8a9b-2d4f6a8c0e02', name: 'Warehouse Leipzig' },
};
const crewPlanner = { id: 'a-crew', name: 'Crew Planner', role: 'Planner' };
const timesheets = { id: 'a-times', name: 'Timesheets', role: 'Employee' };

function summary(id: string, first: string, last: string, position: string, extra: Partial<TeamMemberSummary> = {}) {
  return {
    id,
    first_name: first,
    last_name: last,
    email: `${first}.${last}@acme.example`.toLowerCase(),
    position,
    avatar: null,
    location: locations.berlin,
    company_role: roles.member,
    is_owner: false,
    locked: false,
    two_factor: false,
    installed_apps: [crewPlanner, timesheets],
    ...extra,
  } satisfies TeamMemberSummary;
}

/** A few members: the owner, a manager, a locked member and the rest of the crew. */
export const someMembers: TeamMemberSummary[] = [
  summary('u-anna', 'Anna', 'Amrein', 'Sound engineer', { location: locations.leipzig }),
  summary('u-max', 'Max', 'Member', 'Stage technician'),
  summary('u-owner', 'Olivia', 'Owner', 'Managing director', { is_owner: true }),
  summary('u-lena', 'Lena', 'Locked', 'Rigger', { locked: true, installed_apps: [] }),
  summary('u-mia', 'Mia', 'Manager', 'Production manager', { company_role: roles.manager }),
  summary('u-noah', 'Noah', 'Nowhere', '', { location: null, company_role: null, installed_apps: [] }),
];

const givenNames = ['Ben', 'Clara', 'David', 'Emma', 'Finn', 'Greta', 'Hugo', 'Ida', 'Jan', 'Klara'];
const familyNames = ['Bauer', 'Schmid', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter'];
const positions = ['Rigger', 'Sound engineer', 'Stagehand', 'Lighting operator'];

/** Enough members for three pages. */
export const manyMembers: TeamMemberSummary[] = [
  ...someMembers,
  ...Array.from({ length: 60 }, (_, index) =>
    summary(
      `u-crew-${index}`,
      givenNames[index % givenNames.length]!,
      familyNames[Math.floor(index / givenNames.length) % familyNames.length]!,
      positions[index % positions.length]!,
    ),
  ),
].sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));

/**
 * Answers the list as the server does: `?search=` in name, email and position, then `?page=`. With
 * `countHorizon`, a search is counted as the server counts a broad one (ADR 0025): only up to the page's
 * offset plus that many (a whole number of pages), and then as "more than".
 */
export function listHandler(members: readonly TeamMemberSummary[], { countHorizon }: { countHorizon?: number } = {}) {
  return handle(teamMembersEndpoints.listTeamMembers, ({ request }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const words = search.split(/\s+/).filter(Boolean);
    const found = members.filter((member) => {
      const text = `${member.first_name} ${member.last_name} ${member.email} ${member.position}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
    const countUpTo = (page - 1) * teamMembersPerPage + (countHorizon ?? Infinity);
    const moreThanTotal = words.length > 0 && found.length > countUpTo;
    const total = moreThanTotal ? countUpTo : found.length;
    const body: TeamMemberPage = {
      data: found.slice((page - 1) * teamMembersPerPage, page * teamMembersPerPage),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / teamMembersPerPage)),
        per_page: teamMembersPerPage,
        total,
        ...(moreThanTotal ? { more_than_total: true as const } : {}),
        search,
      },
    };
    return HttpResponse.json(body);
  });
}

export const anna: TeamMember = {
  ...someMembers[0]!,
  gender: 'female',
  phone_number: '+49 30 1234567',
  mobile_number: '+49 170 1234567',
  employment: 'employed',
  joined_at: '2024-03-01T09:00:00.000Z',
};

export const ownerMember: TeamMember = { ...anna, ...someMembers[2]!, gender: 'female' };

export const annaDetail: TeamMemberDetail = {
  data: anna,
  options: { company_roles: [roles.member, roles.manager], locations: [locations.berlin, locations.leipzig] },
};

/** A member's page built from their entry in the list, as the list's click-through finds it. */
export function detailOf(member: TeamMemberSummary): TeamMemberDetail {
  return { data: { ...anna, ...member }, options: annaDetail.options };
}

/** The pages of the members given, answering reads and writes as the server would (404 for anyone else). */
export function memberHandlers(...details: TeamMemberDetail[]) {
  const pages = new Map(details.map((detail) => [detail.data.id, detail]));
  /** Changes the page of the member the path names and answers with `body` of the result. */
  function change(
    teamMember: unknown,
    next: (page: TeamMemberDetail) => TeamMemberDetail,
    body: (page: TeamMemberDetail) => object = (page) => page,
  ) {
    const page = pages.get(String(teamMember));
    if (!page) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    const changed = next(page);
    pages.set(changed.data.id, changed);
    return HttpResponse.json(body(changed));
  }
  const locked = (value: boolean) => (page: TeamMemberDetail) => ({ ...page, data: { ...page.data, locked: value } });
  const memberOnly = (page: TeamMemberDetail) => ({ data: page.data });
  return [
    handle(teamMembersEndpoints.getTeamMember, ({ params }) => change(params.teamMember, (page) => page)),
    handle(teamMembersEndpoints.updateTeamMember, async ({ params, request }) => {
      const body = (await request.json()) as { company_role: string; location: string | null };
      return change(params.teamMember, (page) => ({
        ...page,
        data: {
          ...page.data,
          company_role: page.options.company_roles.find((role) => role.id === body.company_role) ?? null,
          location: page.options.locations.find((location) => location.id === body.location) ?? null,
        },
      }));
    }),
    handle(teamMembersEndpoints.lockTeamMember, ({ params }) => change(params.teamMember, locked(true), memberOnly)),
    handle(teamMembersEndpoints.unlockTeamMember, ({ params }) => change(params.teamMember, locked(false), memberOnly)),
    respond(teamMembersEndpoints.removeTeamMember, { data: { deleted: true } }),
    ...memberAppHandlers(),
  ];
}

// A member's apps, named by uuids as the paths and bodies want them.
const appRoles = {
  planner: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3d01', name: 'Planner' },
  viewer: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3d02', name: 'Viewer' },
  employee: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3d03', name: 'Employee' },
  approver: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3d04', name: 'Approver' },
};

/** Anna's apps: the Crew Planner as a Planner, and Timesheets, always installed. */
export const annasApps: TeamMemberInstalledApp[] = [
  {
    id: '3c9b8a7d-6e5f-4a3b-9c2d-1e0f2a3b4c01',
    name: 'Crew Planner',
    logo: null,
    always_installed: false,
    role: appRoles.planner,
    roles: [appRoles.planner, appRoles.viewer],
  },
  {
    id: '3c9b8a7d-6e5f-4a3b-9c2d-1e0f2a3b4c02',
    name: 'Timesheets',
    logo: null,
    always_installed: true,
    role: appRoles.employee,
    roles: [appRoles.employee, appRoles.approver],
  },
];

/** What the company has besides: Staff Search, whose default company role is Recruiter. */
export const otherApps: TeamMemberAvailableApp[] = [
  {
    id: '3c9b8a7d-6e5f-4a3b-9c2d-1e0f2a3b4c03',
    name: 'Staff Search',
    logo: null,
    default_role: { id: '7d1e0c4a-2b3f-4a5c-8d6e-9f0a1b2c3d05', name: 'Recruiter' },
  },
];

/** A member's apps that answer reads and writes as the server would. */
export function memberAppHandlers(
  installed: readonly TeamMemberInstalledApp[] = annasApps,
  available: readonly TeamMemberAvailableApp[] = otherApps,
) {
  let assigned = [...installed];
  let unassigned = [...available];
  return [
    handle(teamMemberAppsEndpoints.listTeamMemberInstalledApps, () => HttpResponse.json({ data: assigned })),
    handle(teamMemberAppsEndpoints.listTeamMemberAvailableApps, () => HttpResponse.json({ data: unassigned })),
    handle(teamMemberAppsEndpoints.assignTeamMemberApp, async ({ request }) => {
      const body = (await request.json()) as { app: string };
      const app = unassigned.find((candidate) => candidate.id === body.app)!;
      const role = app.default_role!;
      const entry: TeamMemberInstalledApp = { ...app, always_installed: false, role, roles: [role] };
      unassigned = unassigned.filter((candidate) => candidate !== app);
      assigned = [...assigned, entry];
      return HttpResponse.json({ data: entry });
    }),
    handle(teamMemberAppsEndpoints.removeTeamMemberApp, ({ params }) => {
      const app = assigned.find((candidate) => candidate.id === params.app)!;
      assigned = assigned.filter((candidate) => candidate !== app);
      unassigned = [...unassigned, { id: app.id, name: app.name, logo: app.logo, default_role: app.roles[0] ?? null }];
      return HttpResponse.json({ data: { deleted: true } });
    }),
    handle(teamMemberAppsEndpoints.changeTeamMemberAppRole, async ({ params, request }) => {
      const body = (await request.json()) as { role: string };
      assigned = assigned.map((app) =>
        app.id === params.app ? { ...app, role: app.roles.find((role) => role.id === body.role)! } : app,
      );
      return HttpResponse.json({ data: assigned.find((app) => app.id === params.app)! });
    }),
  ];
}
