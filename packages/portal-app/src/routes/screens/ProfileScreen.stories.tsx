import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText, type StoryText } from '../../storybook/story-text';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { appInstalled, crewInquiry, notificationPage } from '../../features/notifications/notification-fixtures';
import { storySession } from '../../storybook/story-session';
import ProfileScreen from './ProfileScreen';
import { emptyProfile, filledProfile, profileHandlers } from '../../features/profile/story-fixtures';
import { catalogueHandlers, venueFinder } from '../../features/apps/story-fixtures';
import { pathTo } from '../../route-table/path-to';

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'profile', signedInAs: 'personal', toaster: true },
    msw: profileHandlers(filledProfile),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile form, once the profile has loaded. */
async function profileForm(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: t.field('first_name') }, { timeout: 5000 });
  return canvas;
}

/** The rest of the page is hidden from assistive technology until the list has gone. */
const listClosed = () => waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());

async function chooseOption(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  // By text: naming each of the 250 countries' options by role would take seconds.
  await userEvent.click(within(await screen.findByRole('listbox')).getByText(option, { exact: true }));
  await listClosed();
}

const save = (canvas: ReturnType<typeof within>, t: StoryText) =>
  userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));

export const Empty: Story = {
  parameters: { msw: profileHandlers(emptyProfile) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    await expect(canvas.getByRole('tab', { name: t('profile.tabs.profile') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: t.field('first_name') })).toHaveValue('Pia');
    await expect(canvas.getByRole('textbox', { name: t.field('email') })).toHaveValue('pia@example.org');
    await expect(canvas.getByRole('textbox', { name: t.field('city') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t.field('country') })).toHaveTextContent(t('profile.choose'));
    // Without a country the region is free text.
    await expect(canvas.getByRole('textbox', { name: t.field('int_state') })).toBeVisible();
    const picture = canvas.getByRole('img', { name: t('profile.avatar.picture', { name: 'Pia Private' }) });
    await waitFor(() => expect(picture).toHaveTextContent('PP'));
  },
};

/** Until the profile has loaded, the page says so, announced as a status. */
export const Loading: Story = {
  parameters: { msw: [pending(endpoints.getProfile), ...profileHandlers(filledProfile)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('profile.loading'))).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('textbox', { name: t.field('first_name') })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  tags: ['route:profile'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    await expect(canvas.getByRole('combobox', { name: t.field('gender') })).toHaveTextContent(
      t('profile.gender.female'),
    );
    await expect(canvas.getByRole('combobox', { name: t.field('employment') })).toHaveTextContent(
      t('profile.employment.freelance'),
    );
    await expect(canvas.getByRole('combobox', { name: t.field('country') })).toHaveTextContent(t.country('CH'));
    // Switzerland: the region is a canton.
    await expect(canvas.getByRole('combobox', { name: t.field('canton') })).toHaveTextContent('Zürich');
    await expect(canvas.queryByRole('textbox', { name: t.field('int_state') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t.field('street') })).toHaveValue('Bahnhofstrasse');
    await expect(canvas.getByRole('button', { name: t('profile.avatar.remove') })).toBeVisible();
  },
};

export const FillAndSave: Story = {
  parameters: { msw: profileHandlers(emptyProfile) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    await chooseOption(canvas.getByRole('combobox', { name: t.field('gender') }), t('profile.gender.female'));
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('position') }), 'Lighting designer');
    await chooseOption(canvas.getByRole('combobox', { name: t.field('employment') }), t('profile.employment.employed'));
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('mobile_number') }), '+1 212 555 0100');
    // By keyboard: Enter opens the list, typing the name moves to it, Enter picks it.
    const country = canvas.getByRole('combobox', { name: t.field('country') });
    country.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard(`${t.country('US')}{Enter}`);
    await listClosed();
    await expect(country).toHaveTextContent(t.country('US'));
    await chooseOption(canvas.getByRole('combobox', { name: t.field('state_abbr') }), 'New York');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('postal_code') }), '10001');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('city') }), 'New York');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('street') }), 'West 34th Street');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('house_number') }), '20');
    await save(canvas, t);
    await expect(await screen.findByText(t('forms.saved'))).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: t.field('state_abbr') })).toHaveTextContent('New York');
    // The names did not change: the session's user info is not reloaded.
    await expect(storySession.reloadIdentity).not.toHaveBeenCalled();
  },
};

export const NameChangeRefreshesTheTopBar: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    const lastName = canvas.getByRole('textbox', { name: t.field('last_name') });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Public');
    await save(canvas, t);
    await expect(await screen.findByText(t('forms.saved'))).toBeInTheDocument();
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalled());
    await expect(
      canvas.getByRole('img', { name: t('profile.avatar.picture', { name: 'Pia Public' }) }),
    ).toBeInTheDocument();
  },
};

export const ClientSideMessages: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    await userEvent.clear(canvas.getByRole('textbox', { name: t.field('first_name') }));
    const email = canvas.getByRole('textbox', { name: t.field('email') });
    await userEvent.clear(email);
    await userEvent.type(email, 'pia-at-example.org');
    await save(canvas, t);
    await expect(canvas.getByRole('textbox', { name: t.field('first_name') })).toHaveAccessibleDescription(
      t.validation('required', 'first_name'),
    );
    await expect(email).toHaveAccessibleDescription(t.validation('invalid_email'));
    await expect(canvas.getByRole('textbox', { name: t.field('first_name') })).toHaveFocus();
  },
};

export const ClientSideMessagesInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await canvas.findByRole('textbox', { name: 'Vorname' }, { timeout: 5000 });
    await userEvent.clear(firstName);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(firstName).toHaveAccessibleDescription('Das Feld „Vorname“ darf nicht leer sein.');
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveTextContent('Schweiz');
    await expect(canvas.getByRole('tab', { name: 'Einstellungen' })).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(endpoints.updateProfile), ...profileHandlers(filledProfile)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('position') }), ' and rigger');
    await save(canvas, t);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('profile.save') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerValidationErrors: Story = {
  parameters: {
    msw: [
      handle(endpoints.updateProfile, () =>
        validationFailure({
          email: ['"Email" already exists.', 'second message, not shown'],
          postal_code: ['The field "Postal code" contains a value in the wrong format.'],
          'address.street': ['Street unknown to the post office'],
        }),
      ),
      ...profileHandlers(filledProfile),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    const email = canvas.getByRole('textbox', { name: t.field('email') });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.org');
    await save(canvas, t);
    await waitFor(() => expect(email).toHaveAccessibleDescription('"Email" already exists.'));
    await expect(canvas.getByRole('textbox', { name: t.field('postal_code') })).toHaveAccessibleDescription(
      'The field "Postal code" contains a value in the wrong format.',
    );
    await expect(canvas.queryByText('second message, not shown')).not.toBeInTheDocument();
    // A key the form has no field for shows for the whole form.
    await expect(canvas.getByText('Street unknown to the post office')).toBeVisible();
    await expect(screen.queryByText(t('forms.saved'))).not.toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: [fail(endpoints.updateProfile, 500), ...profileHandlers(filledProfile)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('position') }), ' and rigger');
    await save(canvas, t);
    await expect(await screen.findByText(t('forms.saveFailed'))).toBeInTheDocument();
    // Nothing was saved: the change is still there to try again.
    await expect(canvas.getByRole('textbox', { name: t.field('position') })).toHaveValue('Stage manager and rigger');
  },
};

export const PendingEmailChange: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    const email = canvas.getByRole('textbox', { name: t.field('email') });
    await userEvent.clear(email);
    await userEvent.type(email, 'pia@new.example');
    await save(canvas, t);
    const notice = await canvas.findByRole('status', { name: t('profile.pendingEmail.title') });
    await expect(notice).toHaveTextContent(t('profile.pendingEmail', { email: 'pia@new.example' }));
    // The current address stays until the link is followed.
    await expect(email).toHaveValue('pia@example.org');
    await userEvent.click(within(notice).getByRole('button', { name: t('profile.pendingEmail.withdraw') }));
    await expect(await screen.findByText(t('profile.pendingEmail.withdrawn'))).toBeInTheDocument();
    await expect(canvas.queryByText(t('profile.pendingEmail.title'))).not.toBeInTheDocument();
  },
};

/**
 * Radix tabs switch on pointerdown, so the unsaved-changes dialog opens, and takes the pointer from the
 * page, before the click's pointerup: user-event's check that the target still takes the pointer would
 * refuse that second half of the click (sometimes, depending on timing), though a person's click works.
 */
const clickTabOpeningDialog = (tab: HTMLElement) => userEvent.setup({ pointerEventsCheck: 0 }).click(tab);

export const UnsavedChangesOnNavigation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    const city = canvas.getByRole('textbox', { name: t.field('city') });
    await userEvent.clear(city);
    await userEvent.type(city, 'Winterthur');
    await clickTabOpeningDialog(canvas.getByRole('tab', { name: t('profile.tabs.settings') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('forms.unsaved.title') });
    await expect(dialog).toHaveAccessibleDescription(t('forms.unsaved.text'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms.unsaved.stay') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: t('profile.tabs.profile') })).toHaveAttribute('aria-selected', 'true');
    await expect(city).toHaveValue('Winterthur');

    await clickTabOpeningDialog(canvas.getByRole('tab', { name: t('profile.tabs.settings') }));
    const again = await screen.findByRole('alertdialog', { name: t('forms.unsaved.title') });
    await userEvent.click(within(again).getByRole('button', { name: t('forms.unsaved.leave') }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: t('profile.tabs.settings') })).toHaveAttribute('aria-selected', 'true'),
    );
    // The story ends once the dialog has gone, not while it closes: the visual comparison pictures the end.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const TabFromTheAddress: Story = {
  parameters: {
    app: { routeName: 'profile', path: pathTo('profile', {}, { tab: 'notifications' }), signedInAs: 'personal' },
    msw: [respond(endpoints.listNotifications, notificationPage([crewInquiry, appInstalled]))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('profile.tabs.notifications') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = canvas.getByRole('tabpanel', { name: t('profile.tabs.notifications') });
    await expect(
      await within(panel).findAllByRole('button', {
        name: new RegExp(`${t('notifications.type.crewInquiry')}|${t('notifications.type.appInstalled')}`),
      }),
    ).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.getProfile, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('profile.loadFailed'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('profile.retry') })).toBeVisible();
  },
};

/** A personal account gets its company from here (ADR 0013): the guard lets it open /company/create. */
export const CreateCompanyEntry: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await profileForm(canvasElement, t);
    const entry = canvas.getByRole('region', { name: t('company.create.promptHeading') });
    await expect(within(entry).getByRole('link', { name: t('company.create.promptLink') })).toHaveAttribute(
      'href',
      pathTo('company-create'),
    );
  },
};

/** A personal account's apps: its catalogue, to install and uninstall for itself. */
export const AppsTab: Story = {
  parameters: {
    app: { routeName: 'profile', path: '/profile?tab=apps', signedInAs: 'personal', toaster: true },
    msw: [...profileHandlers(filledProfile), ...catalogueHandlers()],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('apps.tabApps') })).toHaveAttribute('aria-selected', 'true');
    const card = await canvas.findByRole('article', { name: venueFinder.display_name });
    await userEvent.click(within(card).getByRole('button', { name: t('apps.install') }));
    const toasts = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() => expect(toasts).toHaveTextContent(t('apps.installedToast')));
    await waitFor(() => expect(card).toHaveTextContent(t('apps.installed')));
  },
};
