import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { appInstalled, crewInquiry, notificationPage } from '../notifications/notification-fixtures';
import { storySession } from '../../storybook/story-session';
import ProfileScreen from './ProfileScreen';
import { emptyProfile, filledProfile, profileHandlers } from './story-fixtures';

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
async function profileForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
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

const save = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));

export const Empty: Story = {
  parameters: { msw: profileHandlers(emptyProfile) },
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Pia');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('pia@example.org');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Please choose');
    // Without a country the region is free text.
    await expect(canvas.getByRole('textbox', { name: 'State/region' })).toBeVisible();
    const picture = canvas.getByRole('img', { name: 'Profile picture of Pia Private' });
    await waitFor(() => expect(picture).toHaveTextContent('PP'));
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Salutation' })).toHaveTextContent('Ms.');
    await expect(canvas.getByRole('combobox', { name: 'Employment' })).toHaveTextContent('Freelance');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Switzerland');
    // Switzerland: the region is a canton.
    await expect(canvas.getByRole('combobox', { name: 'Canton' })).toHaveTextContent('Zürich');
    await expect(canvas.queryByRole('textbox', { name: 'State/region' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('Bahnhofstrasse');
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  },
};

export const FillAndSave: Story = {
  parameters: { msw: profileHandlers(emptyProfile) },
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    await chooseOption(canvas.getByRole('combobox', { name: 'Salutation' }), 'Ms.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Position' }), 'Lighting designer');
    await chooseOption(canvas.getByRole('combobox', { name: 'Employment' }), 'Employed');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '+1 212 555 0100');
    // By keyboard: Enter opens the list, typing the name moves to it, Enter picks it.
    const country = canvas.getByRole('combobox', { name: 'Country' });
    country.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('United States{Enter}');
    await listClosed();
    await expect(country).toHaveTextContent('United States');
    await chooseOption(canvas.getByRole('combobox', { name: 'State' }), 'New York');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postal code' }), '10001');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'New York');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street' }), 'West 34th Street');
    await userEvent.type(canvas.getByRole('textbox', { name: 'House number' }), '20');
    await save(canvas);
    await expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('New York');
    // The names did not change: the session's user info is not reloaded.
    await expect(storySession.reloadIdentity).not.toHaveBeenCalled();
  },
};

export const NameChangeRefreshesTheTopBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Public');
    await save(canvas);
    await expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalled());
    await expect(canvas.getByRole('img', { name: 'Profile picture of Pia Public' })).toBeInTheDocument();
  },
};

export const ClientSideMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First name' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'pia-at-example.org');
    await save(canvas);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'The field "First name" cannot be empty.',
    );
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
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
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Position' }), ' and rigger');
    await save(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'));
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
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.org');
    await save(canvas);
    await waitFor(() => expect(email).toHaveAccessibleDescription('"Email" already exists.'));
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'The field "Postal code" contains a value in the wrong format.',
    );
    await expect(canvas.queryByText('second message, not shown')).not.toBeInTheDocument();
    // A key the form has no field for shows for the whole form.
    await expect(canvas.getByText('Street unknown to the post office')).toBeVisible();
    await expect(screen.queryByText('Saved successfully.')).not.toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: [fail(endpoints.updateProfile, 500), ...profileHandlers(filledProfile)] },
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Position' }), ' and rigger');
    await save(canvas);
    await expect(await screen.findByText('Failed to save.')).toBeInTheDocument();
    // Nothing was saved: the change is still there to try again.
    await expect(canvas.getByRole('textbox', { name: 'Position' })).toHaveValue('Stage manager and rigger');
  },
};

export const PendingEmailChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'pia@new.example');
    await save(canvas);
    const notice = await canvas.findByRole('status', { name: 'Email change waiting for confirmation' });
    await expect(notice).toHaveTextContent('We sent a confirmation link to pia@new.example.');
    // The current address stays until the link is followed.
    await expect(email).toHaveValue('pia@example.org');
    await userEvent.click(within(notice).getByRole('button', { name: 'Withdraw email change' }));
    await expect(await screen.findByText('The email change has been withdrawn.')).toBeInTheDocument();
    await expect(canvas.queryByText('Email change waiting for confirmation')).not.toBeInTheDocument();
  },
};

export const UnsavedChangesOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await profileForm(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Winterthur');
    await userEvent.click(canvas.getByRole('tab', { name: 'Settings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(dialog).toHaveAccessibleDescription(/will be lost/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(city).toHaveValue('Winterthur');

    await userEvent.click(canvas.getByRole('tab', { name: 'Settings' }));
    const again = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const TabFromTheAddress: Story = {
  parameters: {
    app: { routeName: 'profile', path: '/profile?tab=notifications', signedInAs: 'personal' },
    msw: [respond(endpoints.listNotifications, notificationPage([crewInquiry, appInstalled]))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Notifications' });
    await expect(await within(panel).findAllByRole('button', { name: /Crew inquiry|App installed/ })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.getProfile, 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
