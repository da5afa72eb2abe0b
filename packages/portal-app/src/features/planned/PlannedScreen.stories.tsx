import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import PlannedScreen from './PlannedScreen';

/** Routes whose screens later work fills: the route's title and an honest empty state. */
const meta = {
  title: 'Screens/Planned screen',
  component: PlannedScreen,
  decorators: [appDecorator],
} satisfies Meta<typeof PlannedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyLocations: Story = {
  parameters: { app: { routeName: 'company-locations' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(canvas.getByText('Nothing to show here yet.')).toBeVisible();
  },
};

export const AdminRolesInGerman: Story = {
  parameters: { app: { routeName: 'admin-roles' } },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Rollen & Berechtigungen' }),
    ).toBeVisible();
  },
};
