import { adminRolesEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '../../route-table/path-to';
import { appDecorator } from '../../storybook/app-decorator';
import { handle, pending, recoveringRead, respond, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import RolesScreen from './RolesScreen';
import { crewPlanner, crewPlannerRoles, portalApp, roleHandlers } from './story-fixtures';

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const crewPath = pathTo('admin-roles', {}, { app: crewPlanner.id });

/**
 * /admin/roles: an app's roles, personal and company apart in their saved order, to reorder (pointer and
 * keyboard), create, rename, delete and make default; a role's permissions; the roles log.
 */
const meta = {
  title: 'Screens/Admin/Roles',
  component: RolesScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-roles', path: crewPath, signedInAs: 'rolesAdmin', toaster: true },
    msw: roleHandlers(),
  },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rolesRead = recoveringRead(adminRolesEndpoints.listRoles, { data: crewPlannerRoles });

/** The names of a list's roles, in their order. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button', { name: /./, pressed: false }).getAttribute('aria-label'));

async function companyList(canvasElement: HTMLElement, t: ReturnType<typeof storyText>) {
  return within(canvasElement).findByRole('list', { name: t('roles.companyHeading') }, { timeout: 5000 });
}

export const NoAppChosen: Story = {
  parameters: { app: { path: pathTo('admin-roles') } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('roles.chooseAppText'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('roles.app') })).toHaveTextContent(t('roles.chooseApp'));
  },
};

export const Loading: Story = {
  parameters: { msw: [pending(adminRolesEndpoints.listRoles), ...roleHandlers()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('roles.loading'))).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  beforeEach: rolesRead.fail,
  parameters: { msw: [rolesRead.handler, ...roleHandlers()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('roles.loadFailed'))).toBeVisible();
    rolesRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('roles.retry') }));
    await companyList(canvasElement, t);
  },
};

export const Filled: Story = {
  tags: ['route:admin-roles'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const company = await companyList(canvasElement, t);
    const handleName = (name: string) => t('roles.moveHandle', { name });
    await expect(namesIn(company)).toEqual(['Planner', 'Viewer', 'Lead'].map(handleName));
    const personal = canvas.getByRole('list', { name: t('roles.personalHeading') });
    await expect(namesIn(personal)).toEqual(['Crew member', 'Guest'].map(handleName));
    await expect(within(within(personal).getAllByRole('listitem')[0]!).getByText(t('roles.isDefault'))).toBeVisible();
    await expect(within(company).getAllByRole('listitem')[0]).toHaveTextContent(t('roles.holders', { count: 12 }));
    await expect(canvas.queryByText(t('roles.orderUnsaved'))).toBeNull();
    const log = canvas.getByRole('region', { name: t('roles.logHeading') });
    await expect(log).toHaveTextContent(t('roles.log.defaultRoleSet', { name: 'Planner', previous: '' }));
    await expect(log).toHaveTextContent(t('roles.logBy', { name: 'Ada Admin' }));
  },
};

/** Lead moves to the top by keyboard; saving sends the order and shows the saved list. */
export const ReorderByKeyboardAndSave: Story = {
  parameters: { msw: roleHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const company = await companyList(canvasElement, t);
    within(company)
      .getByRole('button', { name: t('roles.moveHandle', { name: 'Lead' }) })
      .focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas
        .getAllByRole('status')
        .some((region) => region.textContent === t('roles.moveDropped', { name: 'Lead', position: 1, total: 3 })),
    ).toBe(true);
    const save = canvas.getByRole('button', { name: t('roles.saveOrder') });
    await expect(canvas.getByText(t('roles.orderUnsaved'))).toBeVisible();
    await userEvent.click(save);
    await expectToast(t('forms.saved'));
    await waitFor(() => expect(canvas.queryByText(t('roles.orderUnsaved'))).toBeNull());
    const handleName = (name: string) => t('roles.moveHandle', { name });
    await expect(namesIn(company)).toEqual(['Lead', 'Planner', 'Viewer'].map(handleName));
  },
};

export const MakeDefault: Story = {
  parameters: { msw: roleHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const company = await companyList(canvasElement, t);
    await userEvent.click(within(company).getByRole('button', { name: `${t('roles.makeDefault')} Viewer` }));
    await expectToast(t('roles.defaultSet'));
    // The badge, not the buttons, which may say "default" too.
    const badgeIn = (index: number) =>
      within(within(company).getAllByRole('listitem')[index]!).queryByText(t('roles.isDefault'));
    await waitFor(() => expect(badgeIn(1)).toBeVisible());
    await expect(badgeIn(0)).toBeNull();
  },
};

export const Permissions: Story = {
  parameters: { msw: roleHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const company = await companyList(canvasElement, t);
    const open = within(company).getByRole('button', { name: `${t('roles.editPermissions')} Viewer` });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const section = await canvas.findByRole('region', { name: t('roles.permissionsHeading', { name: 'Viewer' }) });
    // The button tells that its panel is open, and the panel's heading takes the focus, so it is read out.
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(open).toHaveAttribute('aria-controls', section.id);
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus();
    const edit = await within(section).findByRole('checkbox', { name: 'crew-planner.edit_shifts' });
    await expect(edit).not.toBeChecked();
    await expect(within(section).getByRole('checkbox', { name: 'crew-planner.view_shifts' })).toBeChecked();
    await userEvent.click(edit);
    await userEvent.click(within(section).getByRole('button', { name: t('roles.savePermissions') }));
    await expectToast(t('forms.saved'));
    await waitFor(() =>
      expect(within(company).getAllByRole('listitem')[1]).toHaveTextContent(t('roles.permissionCount', { count: 2 })),
    );
  },
};

/** Deleting a role people hold asks for the role they get instead: the default is preselected. */
export const DeleteHeldRole: Story = {
  tags: ['no-visual'],
  parameters: { msw: roleHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const company = await companyList(canvasElement, t);
    await userEvent.click(within(company).getByRole('button', { name: `${t('roles.delete')} Lead` }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('roles.deleteTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('roles.deleteHeldText', { name: 'Lead', count: 2 }));
    await expect(within(dialog).getByRole('combobox', { name: t.field('replacement') })).toHaveTextContent('Planner');
    await userEvent.click(within(dialog).getByRole('button', { name: t('roles.deleteConfirm') }));
    await expectToast(t('forms.deleted'));
    await waitFor(() => expect(within(company).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** The server refuses the name (422): the message stands at the field. */
export const CreateRefused: Story = {
  parameters: {
    msw: [
      handle(adminRolesEndpoints.createRole, () =>
        validationFailure({ display_name: ['"Display name" already exists.'] }),
      ),
      ...roleHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await companyList(canvasElement, t);
    const name = canvas.getByRole('textbox', { name: t.field('display_name') });
    await userEvent.type(name, 'Planner');
    await userEvent.click(canvas.getByRole('button', { name: t('roles.create') }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('"Display name" already exists.'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: [
      respond(adminRolesEndpoints.listRoles, { data: { roles: [], logs: [], admin_roles_only: false } }),
      ...roleHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('roles.empty'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(t('roles.logEmpty'))).toBeVisible();
  },
};

/** The portal's own app can show its admin roles alone; the order is not saved from such a list. */
export const AdminRolesOnly: Story = {
  parameters: {
    app: { routeName: 'admin-roles', path: pathTo('admin-roles', {}, { app: portalApp.id }), signedInAs: 'rolesAdmin' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('roles.adminRolesOnly') }, { timeout: 5000 }));
    await expect(await canvas.findByText(t('roles.adminRolesShown'))).toBeVisible();
    const company = await companyList(canvasElement, t);
    await expect(within(company).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(company).queryByRole('button', { name: t('roles.moveHandle', { name: 'Platform administrator' }) }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('roles.saveOrder') })).toBeNull();
  },
};

/** A holder of admin_can_view_permissions only: everything read-only. */
export const ViewOnly: Story = {
  parameters: { app: { routeName: 'admin-roles', path: crewPath, signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const company = await companyList(canvasElement, t);
    await expect(canvas.getByText(t('roles.readOnly'))).toBeVisible();
    await expect(within(company).queryByRole('button', { name: t('roles.moveHandle', { name: 'Lead' }) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('roles.saveOrder') })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t('roles.createHeading') })).toBeNull();
    await userEvent.click(within(company).getByRole('button', { name: `${t('roles.editPermissions')} Lead` }));
    const section = await canvas.findByRole('region', { name: t('roles.permissionsHeading', { name: 'Lead' }) });
    for (const checkbox of await within(section).findAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};
