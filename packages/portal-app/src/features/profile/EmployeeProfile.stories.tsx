import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText } from '../../storybook/story-text';
import { memberProfile, profileHandlers } from './story-fixtures';
import { pathTo } from '../../route-table/path-to';
import { EmployeeProfile } from './EmployeeProfile';

/** /company/team-members/:teamMember with the user's own id — where /profile sends a company user. */
const meta = {
  title: 'Screens/Company/Team members/Employee profile',
  component: EmployeeProfile,
  decorators: [appDecorator],
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', { teamMember: 'u-member' }),
      signedInAs: 'member',
      toaster: true,
    },
    msw: profileHandlers(memberProfile),
  },
} satisfies Meta<typeof EmployeeProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnEmployeeProfile: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('profile.employeeTitle') })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: t.field('first_name') }, { timeout: 5000 })).toHaveValue(
      'Max',
    );
    await expect(canvas.getByRole('combobox', { name: t.field('country') })).toHaveTextContent(t.country('DE'));
    await expect(canvas.getByRole('textbox', { name: t.field('int_state') })).toHaveValue('Berlin');
    // Company users have no profile tabs; their settings and notifications have their own pages.
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};
