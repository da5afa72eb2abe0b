import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../storybook/app-decorator';
import { storyText } from '../storybook/story-text';
import PlannedScreen from './PlannedScreen';

/** Routes whose screens later work fills: the route's title and an honest empty state. */
const meta = {
  title: 'Screens/Planned screen',
  component: PlannedScreen,
  decorators: [appDecorator],
} satisfies Meta<typeof PlannedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanySettings: Story = {
  tags: ['route:company-settings'],
  parameters: { app: { routeName: 'company-settings' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.companySettings.title') })).toBeVisible();
    await expect(canvas.getByText(t('planned.empty.title'))).toBeVisible();
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
