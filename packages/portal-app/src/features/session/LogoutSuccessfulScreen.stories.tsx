import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import LogoutSuccessfulScreen from './LogoutSuccessfulScreen';

const meta = {
  title: 'Screens/Logout successful',
  component: LogoutSuccessfulScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'logout-successful' } },
} satisfies Meta<typeof LogoutSuccessfulScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
  },
};
