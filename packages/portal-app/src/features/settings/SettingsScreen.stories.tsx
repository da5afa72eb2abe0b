import { endpoints, type Settings } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { appDecorator } from '../../storybook/app-decorator';
import SettingsScreen from './SettingsScreen';

const saved: Settings = {
  language: 'en',
  locale: 'en_GB',
  currency: 'EUR',
  date_format: 'dmY',
  time_format: '24',
  first_weekday: 1,
  system_of_measurement: 'metric',
  decimal_separator: 'point',
  thousand_separator: 'apostrophe',
};

/** Every body the screen sends to updateSettings; the server answers with what it stored. */
const sentSettings = fn<(body: unknown) => void>();

const storesSettings = handle(endpoints.updateSettings, async ({ request }) => {
  const body = (await request.json()) as Settings;
  sentSettings(body);
  return HttpResponse.json({ data: body });
});

const loadsSettings = respond(endpoints.getSettings, { data: saved });

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'settings', signedInAs: 'member', toaster: true },
    msw: [loadsSettings, storesSettings],
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form once the saved settings have loaded. */
async function loadedForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Save' });
  return canvas;
}

/** Opens the choice named `label` and picks `option`. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The toast area of the app, once it shows `message`. */
async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

/** The preview's value for a row, e.g. "Date". */
function previewValue(canvasElement: HTMLElement, term: string) {
  const preview = within(canvasElement).getByRole('region', { name: 'Preview' });
  const row = within(preview).getByText(term, { selector: 'dt' }).parentElement!;
  return row.querySelector('dd')!.textContent;
}

function previewWeek(canvasElement: HTMLElement) {
  const preview = within(canvasElement).getByRole('region', { name: 'Preview' });
  return within(preview)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.getSettings)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Settings' })).toBeVisible();
    await expect(await canvas.findByText('Loading your settings')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.getSettings, 500)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your settings could not be loaded.')).toHaveAttribute(
      'role',
      'alert',
    );
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    const shown = {
      Language: 'English',
      Region: 'United Kingdom',
      'Date format': 'DD.MM.YYYY',
      'Time format': '24 Hours',
      'First day of the week': 'Monday',
      Currency: 'Euro (EUR)',
      Units: 'Metric (km, kg)',
      'Decimal separator': 'Point (.)',
      'Thousands separator': 'Apostrophe (’)',
    };
    for (const [label, value] of Object.entries(shown)) {
      await expect(canvas.getByRole('combobox', { name: label })).toHaveTextContent(value);
    }
    await expect(previewValue(canvasElement, 'Date')).toBe('31.12.2026');
    await expect(previewValue(canvasElement, 'Time')).toBe('16:45');
    await expect(previewValue(canvasElement, 'Number')).toBe('1’234’567.891');
    await expect(previewValue(canvasElement, 'Amount')).toBe('€1’234.50');
    await expect(previewWeek(canvasElement)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

export const PreviewFollowsChanges: Story = {
  play: async ({ canvasElement }) => {
    await loadedForm(canvasElement);
    await choose(canvasElement, 'Date format', 'MM/DD/YYYY');
    await expect(previewValue(canvasElement, 'Date')).toBe('12/31/2026');
    await choose(canvasElement, 'Time format', '12 Hours');
    await expect(previewValue(canvasElement, 'Time')).toMatch(/^4:45\spm$/i);
    await choose(canvasElement, 'First day of the week', 'Sunday');
    await expect(previewWeek(canvasElement)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await choose(canvasElement, 'Decimal separator', 'Comma (,)');
    await choose(canvasElement, 'Thousands separator', 'Point (.)');
    await expect(previewValue(canvasElement, 'Number')).toBe('1.234.567,891');
    await choose(canvasElement, 'Currency', 'US Dollar (USD)');
    await expect(previewValue(canvasElement, 'Amount')).toBe('US$1.234,50');
    // Not saved: nothing was sent.
    await expect(sentSettings).not.toHaveBeenCalled();
  },
};

export const SavesAndReloadsIdentity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await choose(canvasElement, 'Language', 'German');
    // A new language brings its first region.
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Germany');
    await choose(canvasElement, 'Region', 'Switzerland');
    await choose(canvasElement, 'Date format', 'YYYY/MM/DD');
    await choose(canvasElement, 'First day of the week', 'Sunday');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expectToast('Saved successfully.');
    await expect(sentSettings).toHaveBeenCalledOnce();
    await expect(sentSettings).toHaveBeenCalledWith({
      ...saved,
      language: 'de',
      locale: 'de_CH',
      date_format: 'Ymd',
      first_weekday: 0,
    });
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalledOnce());
    // The saved values are the form's new clean state.
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

export const FrenchFallsBackToEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await expect(canvas.queryByText(/shown in English/)).not.toBeInTheDocument();
    await choose(canvasElement, 'Language', 'French');
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveAccessibleDescription(
      'The portal is shown in English: it is available in English and German only.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('France');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Region' }));
    const regions = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(regions.map((option) => option.textContent)).toEqual(['France', 'Switzerland', 'Belgium']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const ClientSideRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await choose(canvasElement, 'Decimal separator', 'None');
    await expect(canvas.getByRole('combobox', { name: 'Decimal separator' })).toHaveAccessibleDescription(
      expect.stringContaining('Must be chosen'),
    );
    await choose(canvasElement, 'Decimal separator', 'Apostrophe (’)');
    // Same as the thousands separator: the message moves there.
    await expect(canvas.getByRole('combobox', { name: 'Decimal separator' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('combobox', { name: 'Thousands separator' })).toHaveAccessibleDescription(
      'Must be chosen',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(sentSettings).not.toHaveBeenCalled();
    await choose(canvasElement, 'Thousands separator', 'Space');
    await expect(canvas.getByRole('combobox', { name: 'Thousands separator' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Saving: Story = {
  parameters: { msw: [loadsSettings, pending(endpoints.updateSettings)] },
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await choose(canvasElement, 'Currency', 'US Dollar (USD)');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

export const ServerValidationError: Story = {
  parameters: {
    msw: [
      loadsSettings,
      handle(endpoints.updateSettings, () =>
        validationFailure({
          locale: ['Must be chosen', 'A second message is not shown'],
          currency: ['Must be chosen'],
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await choose(canvasElement, 'Currency', 'US Dollar (USD)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = canvas.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(region).toHaveAttribute('aria-invalid', 'true'));
    await expect(region).toHaveAccessibleDescription(expect.stringContaining('Must be chosen'));
    await expect(canvas.queryByText('A second message is not shown')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription('Must be chosen');
    // The first field with a message takes the focus.
    await expect(region).toHaveFocus();
    await expect(screen.queryByText('Saved successfully.')).not.toBeInTheDocument();
  },
};

export const ServerFailure: Story = {
  parameters: { msw: [loadsSettings, fail(endpoints.updateSettings, 500)] },
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await choose(canvasElement, 'Time format', '12 Hours');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save.');
    await expect(storySession.reloadIdentity).not.toHaveBeenCalled();
    // The entered values stay, so the user can try again.
    await expect(canvas.getByRole('combobox', { name: 'Time format' })).toHaveTextContent('12 Hours');
  },
};

export const UnsavedChangesDialog: Story = {
  render: () => (
    <>
      <Link href="/">Dashboard</Link>
      <SettingsScreen />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await choose(canvasElement, 'Units', 'Imperial (mi, lb)');
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(dialog).toHaveTextContent('They will be lost if you leave this page.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Units' })).toHaveTextContent('Imperial (mi, lb)');
    // Discarding leaves nothing unsaved: the link navigates without asking.
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getByRole('combobox', { name: 'Units' })).toHaveTextContent('Metric (km, kg)');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Speichern' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meine Einstellungen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveTextContent('Englisch');
    await expect(canvas.getByRole('combobox', { name: 'Erster Wochentag' })).toHaveTextContent('Montag');
    await expect(canvas.getByRole('combobox', { name: 'Zeitformat' })).toHaveTextContent('24 Stunden');
    await expect(canvas.getByRole('region', { name: 'Vorschau' })).toBeVisible();
  },
};
