import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { memberProfile, profileHandlers } from './story-fixtures';
import TeamMemberScreen from './TeamMemberScreen';

/** /company/team-members/:teamMember — where /profile sends a company user. */
const meta = {
  title: 'Screens/Team member',
  component: TeamMemberScreen,
  decorators: [appDecorator],
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: '/company/team-members/u-member',
      signedInAs: 'member',
      toaster: true,
    },
    msw: profileHandlers(memberProfile),
  },
} satisfies Meta<typeof TeamMemberScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnEmployeeProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My employee profile' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'First name' }, { timeout: 5000 })).toHaveValue('Max');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany');
    await expect(canvas.getByRole('textbox', { name: 'State/region' })).toHaveValue('Berlin');
    // Company users have no profile tabs; their settings and notifications have their own pages.
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

export const SomeoneElse: Story = {
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: '/company/team-members/u-owner',
      signedInAs: 'member',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    await expect(canvas.getByText('Nothing to show here yet.')).toBeVisible();
  },
};
