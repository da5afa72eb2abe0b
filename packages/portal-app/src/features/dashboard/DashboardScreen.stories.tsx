import { endpoints, type AdminFigures, type AppSummary, type CompanyOverview } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { unstable_serialize } from 'swr';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText, type StoryText } from '../../storybook/story-text';
import { fail, pending, respond } from '../../storybook/msw-handlers';
import { imageFileHandler } from '../../storybook/image-files';
import DashboardScreen from './DashboardScreen';
import { pathTo } from '../../route-table/path-to';

const keyOf = (endpoint: { method: string; path: string }, options: object = {}) =>
  unstable_serialize([endpoint.method, endpoint.path, options]);

const apps: AppSummary[] = [
  {
    id: 'a-crew',
    internal_name: 'crew-planner',
    name: 'Crew Planner',
    description: 'Plan shifts and staff for your events.',
    logo: null,
  },
  {
    id: 'a-stock',
    internal_name: 'stock',
    name: 'Stock',
    description: 'Keep track of equipment across locations.',
    logo: null,
  },
];

/** The Crew Planner with its logo (served by imageFileHandler), the Stock app without one. */
const appsWithALogo: AppSummary[] = [{ ...apps[0]!, logo: 'crew-planner-logo.svg' }, apps[1]!];

/** The owner's company at a glance: its verification declined (their action comes first), 12 members, 2 invitations waiting. */
const ownersOverview: CompanyOverview = { validation_state: 'declined', members: 12, invitations_waiting: 2 };
/** What the server tells someone whose role reads none of the figures' sources. */
const noFigures: CompanyOverview = { validation_state: null, members: null, invitations_waiting: null };

/** The dashboard's data: the account's apps, the unread count of the bell's request, the company's figures. */
const withData = (list: AppSummary[], unreadCount = 2, overview = ownersOverview) => ({
  [keyOf(endpoints.listInstalledApps)]: { data: list },
  [keyOf(endpoints.latestNotifications)]: { data: [], meta: { unread_count: unreadCount } },
  [keyOf(endpoints.getCompanyOverview, { params: { company: 'c-acme' } })]: { data: overview },
});

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [appDecorator],
  // Each story brings its data: Storybook merges parameters deeply, so a fallback here would stay in all.
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The notifications panel shows with the screen; its count loads its own chunk after it. */
const notificationsPanel = async (canvasElement: HTMLElement, t: StoryText) =>
  within(await within(canvasElement).findByRole('region', { name: t('dashboard.notifications.heading') }));

const linkTexts = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

export const Owner: Story = {
  tags: ['route:index'],
  parameters: { app: { swrFallback: withData(appsWithALogo) }, msw: [imageFileHandler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('dashboard.greeting', { firstName: 'Olivia' }) }),
    ).toBeVisible();
    const company = region(canvasElement, t('dashboard.company.heading'));
    await expect(company.getByText('Acme Events GmbH')).toBeVisible();
    await expect(company.getByText(t('dashboard.company.owner'))).toBeVisible();
    await expect(company.getByRole('link', { name: t('dashboard.company.profile') })).toHaveAttribute(
      'href',
      pathTo('company'),
    );
    // What needs the owner first: the declined verification; then the team and the invitations waiting.
    const figures = within(await company.findByRole('list'));
    await expect(figures.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      t('dashboard.company.verification.declined'),
      t('dashboard.company.members', { count: 12 }),
      t('dashboard.company.invitations', { count: 2 }),
    ]);
    await expect(figures.getByRole('link', { name: t('dashboard.company.members', { count: 12 }) })).toHaveAttribute(
      'href',
      pathTo('company-team-members-teamMember'),
    );
    await expect(figures.getByRole('link', { name: t('dashboard.company.invitations', { count: 2 }) })).toHaveAttribute(
      'href',
      pathTo('company-team-members-create'),
    );
    const notifications = await notificationsPanel(canvasElement, t);
    await expect(await notifications.findByText(t('dashboard.notifications.unread', { count: 2 }))).toBeVisible();
    await expect(notifications.getByRole('link', { name: t('dashboard.notifications.showAll') })).toHaveAttribute(
      'href',
      pathTo('notifications'),
    );
    // What the owner's permissions open, from the route table's menu.
    await expect(linkTexts(region(canvasElement, t('dashboard.shortcuts.heading')).getAllByRole('link'))).toEqual([
      [t('nav.employeeProfile'), pathTo('profile')],
      [t('nav.company'), pathTo('company')],
      [t('nav.teamMembers'), pathTo('company-team-members-teamMember')],
      [t('nav.locations'), pathTo('company-locations')],
      [t('nav.authentication'), pathTo('company-settings')],
      [t('nav.apps'), pathTo('apps')],
    ]);
    const cards = region(canvasElement, t('dashboard.apps.heading')).getAllByRole('link');
    // An app with a logo shows it; one without, its first letter.
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Crew PlannerPlan shifts and staff for your events.',
      'SStockKeep track of equipment across locations.',
    ]);
    await expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('crew-planner-logo.svg'),
    );
    await expect(cards[1]!.querySelector('img')).toBeNull();
    await expect(cards[0]).toHaveAttribute('href', pathTo('apps-app', { app: 'a-crew' }));
    // Only those who may view companies see (and ask for) the waiting verifications.
    await expect(canvas.queryByRole('region', { name: t('dashboard.verifications.heading') })).toBeNull();
  },
};

export const Member: Story = {
  parameters: {
    app: { routeName: 'index', signedInAs: 'memberWithoutCompanyRights', swrFallback: withData(apps, 1, noFigures) },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const company = region(canvasElement, t('dashboard.company.heading'));
    await expect(company.getByText(t('dashboard.company.member'))).toBeVisible();
    // Without the right to view the company profile, no link to it.
    await expect(company.queryByRole('link')).toBeNull();
    await expect(
      await (await notificationsPanel(canvasElement, t)).findByText(t('dashboard.notifications.unread', { count: 1 })),
    ).toBeVisible();
    await expect(linkTexts(region(canvasElement, t('dashboard.shortcuts.heading')).getAllByRole('link'))).toEqual([
      [t('nav.employeeProfile'), pathTo('profile')],
      [t('nav.apps'), pathTo('apps')],
    ]);
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      pending(endpoints.listInstalledApps),
      pending(endpoints.latestNotifications),
      pending(endpoints.getCompanyOverview),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await region(canvasElement, t('dashboard.apps.heading')).findByText(t('dashboard.apps.loading')),
    ).toHaveAttribute('role', 'status');
    await expect(
      await (await notificationsPanel(canvasElement, t)).findByText(t('dashboard.notifications.loading')),
    ).toHaveAttribute('role', 'status');
    // What the session already holds shows at once.
    await expect(region(canvasElement, t('dashboard.company.heading')).getByText('Acme Events GmbH')).toBeVisible();
  },
};

export const NoApps: Story = {
  parameters: {
    app: {
      routeName: 'index',
      signedInAs: 'member',
      swrFallback: withData([], 0, { ...noFigures, validation_state: 'validated' }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('dashboard.greeting', { firstName: 'Max' }) }),
    ).toBeVisible();
    await expect(
      region(canvasElement, t('dashboard.apps.heading')).getByText(t('dashboard.apps.empty.title')),
    ).toBeVisible();
    // A member whose role reads the profile only: the verification, without the team's figures.
    const figures = within(await region(canvasElement, t('dashboard.company.heading')).findByRole('list'));
    await expect(figures.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      t('dashboard.company.verification.validated'),
    ]);
    await expect(
      await (await notificationsPanel(canvasElement, t)).findByText(t('dashboard.notifications.unread', { count: 0 })),
    ).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  parameters: { app: { swrFallback: withData(apps) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hallo, Olivia' })).toBeVisible();
    await expect(region(canvasElement, 'Ihr Unternehmen').getByText('Dieses Unternehmen gehört Ihnen.')).toBeVisible();
    await expect(
      await (await notificationsPanel(canvasElement, storyText(globals))).findByText('2 ungelesene Benachrichtigungen'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ihre Apps' })).toBeVisible();
  },
};

/** The figures /admin shows, for an admin who may see every area. */
const figures = (companiesWaiting: number): { data: AdminFigures } => ({
  data: {
    companies_waiting: companiesWaiting,
    companies: 30,
    locked_users: 1,
    users: 48,
    apps: 4,
    missing_page_texts: 0,
    events_today: 9,
    unsent_mails: 0,
  },
});

/**
 * A platform admin's dashboard: the apps and the unread count come as on the others, the figures from a
 * handler of the story, since the panel asks for them only once the screen has painted.
 */
const asAdmin = (figuresHandler: HttpHandler) => ({
  app: { routeName: 'index' as const, signedInAs: 'admin' as const },
  msw: [
    respond(endpoints.listInstalledApps, { data: apps }),
    respond(endpoints.latestNotifications, { data: [], meta: { unread_count: 2 } }),
    respond(endpoints.getCompanyOverview, { data: noFigures }),
    figuresHandler,
  ],
});

const verificationsPanel = async (canvasElement: HTMLElement, t: StoryText) =>
  within(await within(canvasElement).findByRole('region', { name: t('dashboard.verifications.heading') }));

/** The link to the company list filtered to the waiting ones shows in every state of the panel. */
const expectLinkToWaiting = async (panel: ReturnType<typeof within>, t: StoryText) =>
  expect(panel.getByRole('link', { name: t('dashboard.verifications.showWaiting') })).toHaveAttribute(
    'href',
    pathTo('admin-companies', {}, { state: 'requested' }),
  );

export const AdminWaiting: Story = {
  parameters: asAdmin(respond(endpoints.showAdminFigures, figures(3))),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await verificationsPanel(canvasElement, t);
    await expect(await panel.findByText(t('dashboard.verifications.waiting', { count: 3 }))).toBeVisible();
    await expectLinkToWaiting(panel, t);
    // The admin's "Apps" is listed under its group, apart from the user's own.
    const shortcuts = region(canvasElement, t('dashboard.shortcuts.heading'));
    const adminPages = shortcuts.getByRole('list', { name: t('nav.adminGroup') });
    await expect(within(adminPages).getByRole('link', { name: t('nav.apps') })).toHaveAttribute(
      'href',
      pathTo('admin-apps'),
    );
    const ownApps = shortcuts
      .getAllByRole('link', { name: t('nav.apps') })
      .filter((link) => !adminPages.contains(link));
    await expect(ownApps.map((link) => link.getAttribute('href'))).toEqual([pathTo('apps')]);
    // The other panels stay as they are.
    await expect(
      await (await notificationsPanel(canvasElement, t)).findByText(t('dashboard.notifications.unread', { count: 2 })),
    ).toBeVisible();
  },
};

/** None waiting: said plainly, no alert. */
export const AdminNoneWaiting: Story = {
  parameters: asAdmin(respond(endpoints.showAdminFigures, figures(0))),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await verificationsPanel(canvasElement, t);
    await expect(await panel.findByText(t('dashboard.verifications.waiting', { count: 0 }))).toBeVisible();
    await expect(panel.queryByRole('alert')).toBeNull();
    await expectLinkToWaiting(panel, t);
  },
};

export const AdminLoading: Story = {
  parameters: asAdmin(pending(endpoints.showAdminFigures)),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await verificationsPanel(canvasElement, t);
    await expect(await panel.findByText(t('dashboard.verifications.loading'))).toHaveAttribute('role', 'status');
    await expectLinkToWaiting(panel, t);
  },
};

export const AdminLoadFailed: Story = {
  parameters: asAdmin(fail(endpoints.showAdminFigures, 500)),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await verificationsPanel(canvasElement, t);
    await expect(await panel.findByRole('alert')).toHaveTextContent(t('dashboard.verifications.failed'));
    await expectLinkToWaiting(panel, t);
  },
};

/** The admin's dashboard on a phone (375 px): the panels stack, nothing scrolls sideways. */
export const AdminOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: asAdmin(respond(endpoints.showAdminFigures, figures(12))),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await verificationsPanel(canvasElement, t);
    await expect(await panel.findByText(t('dashboard.verifications.waiting', { count: 12 }))).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
