import { endpoints, type AppSummary } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { unstable_serialize } from 'swr';
import { appDecorator } from '../../storybook/app-decorator';
import DashboardScreen from './DashboardScreen';

const installedAppsKey = unstable_serialize([endpoints.listInstalledApps.method, endpoints.listInstalledApps.path, {}]);

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

const withApps = (list: AppSummary[]) => ({ [installedAppsKey]: { data: list } });

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'index', signedInAs: 'owner', swrFallback: withApps(apps) } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Olivia' })).toBeVisible();
    await expect(canvas.getByText('Signed in for Acme Events GmbH')).toBeVisible();
    const list = within(canvas.getByRole('region', { name: 'Your apps' })).getByRole('list');
    const cards = within(list).getAllByRole('link');
    await expect(cards.map((card) => card.textContent)).toEqual([
      'CCrew PlannerPlan shifts and staff for your events.',
      'SStockKeep track of equipment across locations.',
    ]);
    await expect(cards[0]).toHaveAttribute('href', '/apps/a-crew');
  },
};

export const NoApps: Story = {
  parameters: { app: { routeName: 'index', signedInAs: 'member', swrFallback: withApps([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Max' })).toBeVisible();
    await expect(canvas.getByText('No apps yet')).toBeVisible();
  },
};

export const PersonalAccount: Story = {
  parameters: { app: { routeName: 'index', signedInAs: 'personal', swrFallback: withApps(apps.slice(0, 1)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signed in for your personal account')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hallo, Olivia' })).toBeVisible();
    await expect(canvas.getByText('Angemeldet für Acme Events GmbH')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ihre Apps' })).toBeVisible();
  },
};
