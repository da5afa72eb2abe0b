import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import DashboardScreen from './DashboardScreen';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'index' } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome to Eventsuite')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Willkommen bei Eventsuite')).toBeVisible();
  },
};
