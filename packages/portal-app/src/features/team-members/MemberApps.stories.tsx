import { teamMemberAppsEndpoints, teamMemberAppMessages } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '../../route-table/path-to';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import { anna, annaDetail, memberAppHandlers, memberHandlers } from './story-fixtures';
import { TeamMemberPage } from './TeamMemberPage';

/**
 * The apps section of a member's page (spec §7 team-members installed-apps, available-apps, apps/roles):
 * Anna holds the Crew Planner as a Planner and Timesheets (always installed); Staff Search is still free.
 */
const meta = {
  title: 'Screens/Company/Team members/Member page/Apps',
  component: TeamMemberPage,
  decorators: [appDecorator],
  args: { teamMember: anna.id },
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', { teamMember: anna.id }),
      signedInAs: 'owner',
      toaster: true,
    },
    msw: memberHandlers(annaDetail),
  },
} satisfies Meta<typeof TeamMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The apps section, once the page has loaded. */
async function section(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Anna Amrein' }, { timeout: 5000 });
  return within(await canvas.findByRole('region', { name: heading }));
}

/** Opens the choice named `label` and picks `option`. */
async function choose(region: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(await region.findByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Chooses Viewer as Anna's role in the Crew Planner: the section, the choice's label and the confirmation. */
async function askToMakeViewer(canvasElement: HTMLElement, t: StoryText) {
  const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
  const label = t('teamMember.memberApps.roleIn', { app: 'Crew Planner' });
  await choose(apps, label, 'Viewer');
  const dialog = await screen.findByRole('alertdialog', { name: t('teamMember.memberApps.changeRole.title') });
  return { apps, label, dialog };
}

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    const crewRole = await apps.findByRole('combobox', {
      name: t('teamMember.memberApps.roleIn', { app: 'Crew Planner' }),
    });
    await expect(crewRole).toHaveTextContent('Planner');
    await expect(
      apps.getByRole('button', { name: t('teamMember.memberApps.remove', { app: 'Crew Planner' }) }),
    ).toBeEnabled();
    // Timesheets is always installed: its role changes, it is not taken away.
    await expect(
      apps.getByRole('combobox', { name: t('teamMember.memberApps.roleIn', { app: 'Timesheets' }) }),
    ).toHaveAccessibleDescription(t('teamMember.memberApps.alwaysInstalled'));
    await expect(
      apps.queryByRole('button', { name: t('teamMember.memberApps.remove', { app: 'Timesheets' }) }),
    ).not.toBeInTheDocument();
    // The apps still free to assign load on their own.
    await expect(await apps.findByRole('combobox', { name: t('teamMember.memberApps.assign.label') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [pending(teamMemberAppsEndpoints.listTeamMemberInstalledApps), ...memberHandlers(annaDetail)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await expect(apps.getByRole('status')).toHaveTextContent(t('teamMember.memberApps.loading'));
  },
};

export const Empty: Story = {
  parameters: { msw: [...memberAppHandlers([], []), ...memberHandlers(annaDetail)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await expect(await apps.findByText(t('teamMember.memberApps.none'))).toBeVisible();
    await expect(await apps.findByText(t('teamMember.memberApps.allAssigned'))).toBeVisible();
    await expect(apps.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const ChangeRole: Story = {
  tags: ['no-visual'],
  // Handlers of its own: the section's changes stay within the story.
  parameters: { msw: memberHandlers(annaDetail) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { apps, label, dialog } = await askToMakeViewer(canvasElement, t);
    await expect(dialog).toHaveTextContent(
      t('teamMember.memberApps.changeRole.text', { name: 'Anna Amrein', app: 'Crew Planner', role: 'Viewer' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.memberApps.changeRole.confirm') }));
    await expectToast(t('teamMember.memberApps.roleChanged.toast'));
    await waitFor(() => expect(apps.getByRole('combobox', { name: label })).toHaveTextContent('Viewer'));
  },
};

export const ChangeRoleCancelled: Story = {
  tags: ['no-visual'],
  // Handlers of its own: the section's changes stay within the story.
  parameters: { msw: memberHandlers(annaDetail) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { apps, label, dialog } = await askToMakeViewer(canvasElement, t);
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(apps.getByRole('combobox', { name: label })).toHaveTextContent('Planner');
  },
};

export const ChangeRoleRefused: Story = {
  parameters: {
    msw: [
      handle(teamMemberAppsEndpoints.changeTeamMemberAppRole, () => validationFailure({ role: ['Must be chosen'] })),
      ...memberHandlers(annaDetail),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { apps, label, dialog } = await askToMakeViewer(canvasElement, t);
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.memberApps.changeRole.confirm') }));
    // The dialog closes, and the refusal shows at the choice, which keeps the role held.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const role = apps.getByRole('combobox', { name: label });
    await waitFor(() => expect(role).toHaveAccessibleDescription('Must be chosen'));
    await expect(role).toHaveTextContent('Planner');
    await expect(role).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RemoveApp: Story = {
  tags: ['no-visual'],
  // Handlers of its own: the section's changes stay within the story.
  parameters: { msw: memberHandlers(annaDetail) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await userEvent.click(
      await apps.findByRole('button', { name: t('teamMember.memberApps.remove', { app: 'Crew Planner' }) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('teamMember.memberApps.remove.title') });
    await expect(dialog).toHaveTextContent(
      t('teamMember.memberApps.remove.text', { name: 'Anna Amrein', app: 'Crew Planner' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.memberApps.remove.confirm') }));
    await expectToast(t('teamMember.memberApps.removed.toast'));
    await waitFor(() =>
      expect(
        apps.queryByRole('combobox', { name: t('teamMember.memberApps.roleIn', { app: 'Crew Planner' }) }),
      ).not.toBeInTheDocument(),
    );
  },
};

export const AssignApp: Story = {
  tags: ['no-visual'],
  // Handlers of its own: the section's changes stay within the story.
  parameters: { msw: memberHandlers(annaDetail) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await choose(apps, t('teamMember.memberApps.assign.label'), 'Staff Search');
    await userEvent.click(apps.getByRole('button', { name: t('teamMember.memberApps.assign') }));
    await expectToast(t('teamMember.memberApps.assigned.toast'));
    await expect(
      await apps.findByRole('combobox', { name: t('teamMember.memberApps.roleIn', { app: 'Staff Search' }) }),
    ).toHaveTextContent('Recruiter');
    await expect(await apps.findByText(t('teamMember.memberApps.allAssigned'))).toBeVisible();
  },
};

export const AssignRefused: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: [
      handle(teamMemberAppsEndpoints.assignTeamMemberApp, () =>
        Response.json({ message: teamMemberAppMessages.appWithoutCompanyRole.en }, { status: 409 }),
      ),
      ...memberHandlers(annaDetail),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await choose(apps, t('teamMember.memberApps.assign.label'), 'Staff Search');
    await userEvent.click(apps.getByRole('button', { name: t('teamMember.memberApps.assign') }));
    await expectToast(teamMemberAppMessages.appWithoutCompanyRole.en);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(teamMemberAppsEndpoints.listTeamMemberInstalledApps, 500), ...memberHandlers(annaDetail)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await expect(await apps.findByText(t('teamMember.memberApps.loadFailed'))).toBeVisible();
    await expect(apps.getByRole('button', { name: t('teamMembers.retry') })).toBeEnabled();
  },
};

export const ReadOnly: Story = {
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', { teamMember: anna.id }),
      signedInAs: 'member',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const apps = await section(canvasElement, t('teamMember.memberApps.heading'));
    await expect(
      await apps.findByText(t('teamMembers.appWithRole', { app: 'Timesheets', role: 'Employee' })),
    ).toBeVisible();
    await expect(apps.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(apps.queryByRole('button')).not.toBeInTheDocument();
  },
};
