import {
  adminCompaniesEndpoints as endpoints,
  adminCompaniesPerPage,
  adminStartEndpoints,
  type AdminCompany,
  type AdminCompanyMember,
  type AdminCompanySummary,
  type CompanyAppAssignment,
  type ValidationRequest,
} from '@eventsuite/api-contract';
import { HttpResponse } from 'msw';
import { handle, respond } from '../../storybook/msw-handlers';

/* Example companies for the stories of the company administration (never used by the product). */

export const acmeId = '7d0c5a8e-2f4b-4b8e-9a51-1c2d3e4f5a01';
const olivia = { id: 'u-owner', name: 'Olivia Owner' };
const ada = { id: 'u-admin', name: 'Ada Admin' };

export const acmeSummary: AdminCompanySummary = {
  id: acmeId,
  name: 'Acme Events GmbH',
  vat_number: 'DE 811 907 980',
  city: 'Hamburg',
  owner: olivia,
  validation_state: 'requested',
};

const otherCompanies: AdminCompanySummary[] = [
  {
    id: '7d0c5a8e-2f4b-4b8e-9a51-1c2d3e4f5a02',
    name: 'Bühnenwerk AG',
    vat_number: 'CHE-123.456.789',
    city: 'Zürich',
    owner: { id: 'u-2', name: 'Beat Bühler' },
    validation_state: 'validated',
  },
  {
    id: '7d0c5a8e-2f4b-4b8e-9a51-1c2d3e4f5a03',
    name: 'Harbour Stage GmbH',
    vat_number: '',
    city: '',
    owner: { id: 'u-3', name: 'Hanna Hafen' },
    validation_state: 'declined',
  },
  {
    id: '7d0c5a8e-2f4b-4b8e-9a51-1c2d3e4f5a04',
    name: 'Nordlicht Bühnentechnik GmbH',
    vat_number: 'DE 123 456 789',
    city: 'Kiel',
    owner: { id: 'u-4', name: 'Nora Lind' },
    validation_state: 'not_validated',
  },
];

export const companyList: AdminCompanySummary[] = [acmeSummary, ...otherCompanies];

/** Sixty companies: three pages of the list. */
export const manyCompanies: AdminCompanySummary[] = Array.from({ length: 60 }, (_, index) => ({
  id: `7d0c5a8e-2f4b-4b8e-9a51-${String(index).padStart(12, '0')}`,
  name: `Company ${String(index + 1).padStart(2, '0')} GmbH`,
  vat_number: `DE ${100000000 + index}`,
  city: index % 2 === 0 ? 'Berlin' : 'München',
  owner: { id: `u-${index}`, name: `Owner ${index + 1}` },
  validation_state: (['not_validated', 'requested', 'validated', 'declined'] as const)[index % 4]!,
}));

/** The list's answer over `rows`, searched and filtered as the server does (by name here), paged by 25. */
export function companyListHandler(rows: readonly AdminCompanySummary[] = companyList) {
  return handle(endpoints.listAdminCompanies, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? '1');
    const search = (query.get('search') ?? '').trim();
    const state = (query.get('state') ?? 'all') as 'all';
    const found = rows.filter(
      (row) =>
        (state === 'all' || row.validation_state === state) &&
        [row.name, row.vat_number, row.city, row.owner.name].join(' ').toLowerCase().includes(search.toLowerCase()),
    );
    return HttpResponse.json({
      data: found.slice((page - 1) * adminCompaniesPerPage, page * adminCompaniesPerPage),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(found.length / adminCompaniesPerPage)),
        per_page: adminCompaniesPerPage,
        total: found.length,
        search,
        state,
      },
    });
  });
}

export const openRequest: ValidationRequest = {
  id: '5a4f0c0e-1d1b-4c1e-9a7a-0000000000a1',
  status: 'requested',
  requested_at: '2026-11-20T11:15:00Z',
  requested_by: olivia,
  closed_at: null,
  recalled_at: null,
  decided_by: null,
  reasons: [],
  checks: [],
};

const declinedRequest: ValidationRequest = {
  ...openRequest,
  id: '5a4f0c0e-1d1b-4c1e-9a7a-0000000000a2',
  status: 'declined',
  requested_at: '2026-10-12T09:30:00Z',
  closed_at: '2026-10-15T14:05:00Z',
  decided_by: ada,
  checks: (['address', 'email', 'name', 'owner_authorized', 'phone', 'vat_number'] as const).map((item) => ({
    item,
    passed: item !== 'phone',
    reason: item === 'phone' ? 'The number does not answer.' : null,
  })),
};

export const acme: AdminCompany = {
  company: {
    id: acmeId,
    name: 'Acme Events GmbH',
    optional_name: 'Events & Crew',
    vat_number: 'DE 811 907 980',
    website: 'https://acme-events.example',
    phone: { country: 'DE', country_code: '+49', phone_number: '40 123456' },
    email: 'info@acme-events.example',
    street: 'Hafenstraße',
    house_number: '12',
    postal_code: '20457',
    city: 'Hamburg',
    country: 'DE',
    region: '',
    state_abbr: '',
    avatar: null,
    owner: olivia,
    validation_state: 'requested',
  },
  locations: [
    {
      id: 'l-1',
      name: 'Head office',
      street: 'Hafenstraße',
      house_number: '12',
      postal_code: '20457',
      city: 'Hamburg',
      region: '',
      state_abbr: '',
      country: 'DE',
      is_headquarters: true,
      member_count: 3,
    },
  ],
  validation: { state: 'requested', requests: [openRequest, declinedRequest] },
};

export const validatedAcme: AdminCompany = {
  ...acme,
  company: { ...acme.company, validation_state: 'validated' },
  validation: {
    state: 'validated',
    requests: [
      { ...openRequest, status: 'validated', closed_at: '2026-11-21T16:40:00Z', decided_by: ada },
      declinedRequest,
    ],
  },
};

export const members: AdminCompanyMember[] = Array.from({ length: 14 }, (_, index) => ({
  id: `m-${index}`,
  name: index === 0 ? 'Olivia Owner' : `Member ${String(index).padStart(2, '0')}`,
  email: index === 0 ? 'olivia@acme-events.example' : `member${index}@acme-events.example`,
  is_owner: index === 0,
  locked: index === 3,
}));

export const apps: CompanyAppAssignment = {
  assigned: [
    { id: 'a-1', name: 'Crew Planner', always_installed: false },
    { id: 'a-2', name: 'Operations Console', always_installed: true },
  ],
  available: [{ id: 'a-3', name: 'Stock Room', always_installed: false }],
};

/**
 * A small server for a company's page: decisions move the verification as the state machine does,
 * apps move between assigned and available.
 */
export function companyHandlers(initial: AdminCompany = acme) {
  let current = initial;
  let assignment = apps;
  const answer = () => HttpResponse.json({ data: current });
  const decided = (state: 'validated' | 'declined', checks: ValidationRequest['checks']) => {
    const [latest, ...rest] = current.validation.requests;
    current = {
      ...current,
      company: { ...current.company, validation_state: state },
      validation: {
        state,
        requests: [{ ...latest!, status: state, closed_at: '2026-11-22T09:00:00Z', decided_by: ada, checks }, ...rest],
      },
    };
  };
  return [
    handle(endpoints.showAdminCompany, answer),
    handle(endpoints.listAdminCompanyMembers, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json({
        data: members.slice((page - 1) * 10, page * 10),
        meta: { current_page: page, last_page: 2, per_page: 10, total: members.length },
      });
    }),
    handle(endpoints.listCompanyApps, () => HttpResponse.json({ data: assignment })),
    handle(endpoints.assignCompanyApp, async ({ request }) => {
      const { app } = (await request.json()) as { app: string };
      const chosen = assignment.available.find((candidate) => candidate.id === app)!;
      assignment = {
        assigned: [...assignment.assigned, chosen],
        available: assignment.available.filter((candidate) => candidate.id !== app),
      };
      return HttpResponse.json({ data: assignment });
    }),
    handle(endpoints.removeCompanyApp, ({ params }) => {
      const removed = assignment.assigned.find((candidate) => candidate.id === params.app)!;
      assignment = {
        assigned: assignment.assigned.filter((candidate) => candidate.id !== params.app),
        available: [...assignment.available, removed],
      };
      return HttpResponse.json({ data: assignment });
    }),
    handle(endpoints.decideCompanyValidation, async ({ request }) => {
      const body = (await request.json()) as {
        decision: 'accept' | 'decline';
        checks: Record<string, boolean>;
        reasons: Record<string, string>;
      };
      const checks = Object.entries(body.checks).map(([item, passed]) => ({
        item: item as ValidationRequest['checks'][number]['item'],
        passed,
        reason: passed ? null : (body.reasons[item] ?? null),
      }));
      decided(body.decision === 'accept' ? 'validated' : 'declined', checks);
      return answer();
    }),
    handle(endpoints.recallCompanyValidation, () => {
      const [latest, ...rest] = current.validation.requests;
      current = {
        ...current,
        company: { ...current.company, validation_state: 'not_validated' },
        validation: {
          state: 'not_validated',
          requests: [{ ...latest!, status: 'recalled', recalled_at: '2026-11-23T08:00:00Z' }, ...rest],
        },
      };
      return answer();
    }),
    handle(endpoints.setCompanyValidationState, () => answer()),
    respond(endpoints.deleteAdminCompany, { data: { deleted: true } }),
    companyListHandler(),
    respond(adminStartEndpoints.showAdminFigures, {
      data: {
        companies_waiting: 1,
        companies: 4,
        locked_users: 2,
        users: 120,
        apps: 7,
        missing_page_texts: 0,
        events_today: 12,
        unsent_mails: 0,
      },
    }),
  ];
}
