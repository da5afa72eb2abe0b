import { teamMembersEndpoints, teamMemberMessages } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '../../route-table/path-to';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { anna, annaDetail, memberHandlers, ownerMember } from './story-fixtures';
import { TeamMemberPage } from './TeamMemberPage';

/** /company/team-members/:teamMember for another member: details, role and location, lock and removal. */
const meta = {
  title: 'Screens/Company/Team members/Member page',
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

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Anna Amrein' }, { timeout: 5000 });
  return canvas;
}

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name });

export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(anna.email)).toBeVisible();
    await expect(
      await canvas.findByRole('combobox', { name: t('teamMember.memberApps.roleIn', { app: 'Crew Planner' }) }),
    ).toHaveTextContent('Planner');
    await expect(canvas.getByRole('combobox', { name: t.field('company_role') })).toHaveTextContent('Team member');
    await expect(canvas.getByRole('combobox', { name: t.field('location') })).toHaveTextContent('Warehouse Leipzig');
    await expect(canvas.getByRole('button', { name: t('teamMember.lock') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('teamMember.remove') })).toBeEnabled();
  },
};

export const LockConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('teamMember.lock') }));
    const dialog = await dialogNamed(t('teamMember.lock.title'));
    await expect(dialog).toHaveTextContent(t('teamMember.lock.text', { name: 'Anna Amrein' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.lock') }));
    await expectToast(t('teamMember.locked.toast'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: t('teamMember.unlock') })).toBeVisible();
  },
};

export const UnlockConfirmation: Story = {
  parameters: { msw: memberHandlers({ ...annaDetail, data: { ...anna, locked: true } }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('teamMember.unlock') }));
    const dialog = await dialogNamed(t('teamMember.unlock.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.unlock') }));
    await expectToast(t('teamMember.unlocked.toast'));
    await expect(await canvas.findByRole('button', { name: t('teamMember.lock') })).toBeVisible();
  },
};

export const LockRefused: Story = {
  parameters: {
    msw: [
      handle(teamMembersEndpoints.lockTeamMember, () =>
        Response.json({ message: teamMemberMessages.inOtherCompanies.en }, { status: 409 }),
      ),
      ...memberHandlers(annaDetail),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('teamMember.lock') }));
    const dialog = await dialogNamed(t('teamMember.lock.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.lock') }));
    await expectToast(teamMemberMessages.inOtherCompanies.en);
    // The dialog stays open, for another try or Cancel (found again: the refusal renders it anew).
    await waitFor(async () => expect(await dialogNamed(t('teamMember.lock.title'))).toBeVisible());
  },
};

export const RemoveConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('teamMember.remove') }));
    const dialog = await dialogNamed(t('teamMember.remove.title'));
    await expect(dialog).toHaveTextContent(
      t('teamMember.remove.text', { name: 'Anna Amrein', company: 'Acme Events GmbH' }),
    );
    // Cancel keeps everything as it was, and focus returns to the button.
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamMember.cancel') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('teamMember.remove') })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await dialogNamed(t('teamMember.remove.title'));
    await userEvent.click(within(again).getByRole('button', { name: t('teamMember.remove') }));
    await expectToast(t('teamMember.removed.toast'));
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(teamMembersEndpoints.updateTeamMember), ...memberHandlers(annaDetail)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const save = canvas.getByRole('button', { name: t('teamMember.save') });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ValidationError: Story = {
  parameters: {
    msw: [
      handle(teamMembersEndpoints.updateTeamMember, () => validationFailure({ company_role: ['Must be chosen'] })),
      ...memberHandlers(annaDetail),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('teamMember.save') }));
    const role = canvas.getByRole('combobox', { name: t.field('company_role') });
    await waitFor(() => expect(role).toHaveAccessibleDescription('Must be chosen'));
    await expect(role).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Owner: Story = {
  parameters: { msw: memberHandlers({ ...annaDetail, data: ownerMember }) },
  args: { teamMember: ownerMember.id },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Olivia Owner' }, { timeout: 5000 });
    await expect(canvas.getByText(t('teamMember.ownerProtected'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('teamMember.lock') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('teamMember.remove') })).not.toBeInTheDocument();
  },
};

export const ViewOnly: Story = {
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', { teamMember: anna.id }),
      signedInAs: 'member',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(anna.email)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('teamMember.save') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('teamMember.lock') })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: [fail(teamMembersEndpoints.getTeamMember, 404, { message: 'Not found.' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('teamMember.notFound') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('teamMember.backToList') })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: [fail(teamMembersEndpoints.getTeamMember, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('teamMember.loadFailed') })).toBeVisible();
  },
};
