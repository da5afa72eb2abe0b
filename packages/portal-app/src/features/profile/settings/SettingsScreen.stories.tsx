import { endpoints, type Settings } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fail, handle, pending, respond, validationFailure } from '../../../storybook/msw-handlers';
import { storySession } from '../../../storybook/story-session';
import { appDecorator } from '../../../storybook/app-decorator';
import { storyText, type MessageId, type StoryText } from '../../../storybook/story-text';
import SettingsScreen from './SettingsScreen';
import { pathTo } from '../../../route-table/path-to';

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
async function loadedForm(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('settings.save') });
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

/** The preview's value for a row, e.g. 'settings.preview.date'. */
function previewValue(canvasElement: HTMLElement, t: StoryText, term: MessageId) {
  const preview = within(canvasElement).getByRole('region', { name: t('settings.preview.heading') });
  const row = within(preview).getByText(t(term), { selector: 'dt' }).parentElement!;
  return row.querySelector('dd')!.textContent;
}

function previewWeek(canvasElement: HTMLElement, t: StoryText) {
  const preview = within(canvasElement).getByRole('region', { name: t('settings.preview.heading') });
  return within(preview)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.getSettings)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.settings.title') })).toBeVisible();
    await expect(await canvas.findByText(t('settings.loading'))).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.getSettings, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('settings.loadFailed'))).toHaveAttribute('role', 'alert');
  },
};

export const Filled: Story = {
  tags: ['route:settings'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    const shown = {
      [t.field('language')]: t.language('en'),
      [t.field('locale')]: t.country('GB'),
      [t.field('date_format')]: 'DD.MM.YYYY',
      [t.field('time_format')]: t('settings.timeFormat.24'),
      [t.field('first_weekday')]: t.weekday(1),
      [t.field('currency')]: `${t.currency('EUR')} (EUR)`,
      [t.field('system_of_measurement')]: t('settings.measurement.metric'),
      [t.field('decimal_separator')]: t('settings.separator.point'),
      [t.field('thousand_separator')]: t('settings.separator.apostrophe'),
    };
    for (const [label, value] of Object.entries(shown)) {
      await expect(canvas.getByRole('combobox', { name: label })).toHaveTextContent(value);
    }
    // The preview formats in the language entered (English), whatever the interface's language.
    await expect(previewValue(canvasElement, t, 'settings.preview.date')).toBe('31.12.2026');
    await expect(previewValue(canvasElement, t, 'settings.preview.time')).toBe('16:45');
    await expect(previewValue(canvasElement, t, 'settings.preview.number')).toBe('1’234’567.891');
    await expect(previewValue(canvasElement, t, 'settings.preview.amount')).toBe('€1’234.50');
    await expect(previewWeek(canvasElement, t)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(canvas.getByRole('button', { name: t('settings.discard') })).toBeDisabled();
  },
};

export const PreviewFollowsChanges: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('date_format'), 'MM/DD/YYYY');
    await expect(previewValue(canvasElement, t, 'settings.preview.date')).toBe('12/31/2026');
    await choose(canvasElement, t.field('time_format'), t('settings.timeFormat.12'));
    await expect(previewValue(canvasElement, t, 'settings.preview.time')).toMatch(/^4:45\spm$/i);
    await choose(canvasElement, t.field('first_weekday'), t.weekday(0));
    await expect(previewWeek(canvasElement, t)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await choose(canvasElement, t.field('decimal_separator'), t('settings.separator.comma'));
    await choose(canvasElement, t.field('thousand_separator'), t('settings.separator.point'));
    await expect(previewValue(canvasElement, t, 'settings.preview.number')).toBe('1.234.567,891');
    await choose(canvasElement, t.field('currency'), `${t.currency('USD')} (USD)`);
    await expect(previewValue(canvasElement, t, 'settings.preview.amount')).toBe('US$1.234,50');
    // Not saved: nothing was sent.
    await expect(sentSettings).not.toHaveBeenCalled();
  },
};

export const SavesAndReloadsIdentity: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('language'), t.language('de'));
    // A new language brings its first region.
    await expect(canvas.getByRole('combobox', { name: t.field('locale') })).toHaveTextContent(t.country('DE'));
    await choose(canvasElement, t.field('locale'), t.country('CH'));
    await choose(canvasElement, t.field('date_format'), 'YYYY/MM/DD');
    await choose(canvasElement, t.field('first_weekday'), t.weekday(0));
    await userEvent.click(canvas.getByRole('button', { name: t('settings.save') }));

    await expectToast(t('forms.saved'));
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
    await expect(canvas.getByRole('button', { name: t('settings.discard') })).toBeDisabled();
  },
};

/** Choosing French picks France as the region; Switzerland and Belgium are its other regions. */
export const FrenchRegions: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('language'), t.language('fr'));
    await expect(canvas.getByRole('combobox', { name: t.field('locale') })).toHaveTextContent(t.country('FR'));
    await userEvent.click(canvas.getByRole('combobox', { name: t.field('locale') }));
    const regions = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(regions.map((option) => option.textContent)).toEqual([
      t.country('FR'),
      t.country('CH'),
      t.country('BE'),
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const ClientSideRules: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('decimal_separator'), t('settings.separator.none'));
    await expect(canvas.getByRole('combobox', { name: t.field('decimal_separator') })).toHaveAccessibleDescription(
      expect.stringContaining(t.validation('chosen')),
    );
    await choose(canvasElement, t.field('decimal_separator'), t('settings.separator.apostrophe'));
    // Same as the thousands separator: the message moves there.
    await expect(canvas.getByRole('combobox', { name: t.field('decimal_separator') })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByRole('combobox', { name: t.field('thousand_separator') })).toHaveAccessibleDescription(
      t.validation('chosen'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('settings.save') }));
    await expect(sentSettings).not.toHaveBeenCalled();
    await choose(canvasElement, t.field('thousand_separator'), t('settings.separator.space'));
    await expect(canvas.getByRole('combobox', { name: t.field('thousand_separator') })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Saving: Story = {
  parameters: { msw: [loadsSettings, pending(endpoints.updateSettings)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('currency'), `${t.currency('USD')} (USD)`);
    const save = canvas.getByRole('button', { name: t('settings.save') });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: t('settings.discard') })).toBeDisabled();
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
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('currency'), `${t.currency('USD')} (USD)`);
    await userEvent.click(canvas.getByRole('button', { name: t('settings.save') }));
    const region = canvas.getByRole('combobox', { name: t.field('locale') });
    await waitFor(() => expect(region).toHaveAttribute('aria-invalid', 'true'));
    await expect(region).toHaveAccessibleDescription(expect.stringContaining('Must be chosen'));
    await expect(canvas.queryByText('A second message is not shown')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: t.field('currency') })).toHaveAccessibleDescription(
      'Must be chosen',
    );
    // The first field with a message takes the focus.
    await expect(region).toHaveFocus();
    await expect(screen.queryByText(t('forms.saved'))).not.toBeInTheDocument();
  },
};

export const ServerFailure: Story = {
  parameters: { msw: [loadsSettings, fail(endpoints.updateSettings, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('time_format'), t('settings.timeFormat.12'));
    await userEvent.click(canvas.getByRole('button', { name: t('settings.save') }));
    await expectToast(t('forms.saveFailed'));
    await expect(storySession.reloadIdentity).not.toHaveBeenCalled();
    // The entered values stay, so the user can try again.
    await expect(canvas.getByRole('combobox', { name: t.field('time_format') })).toHaveTextContent(
      t('settings.timeFormat.12'),
    );
  },
};

export const UnsavedChangesDialog: Story = {
  render: () => (
    <>
      <Link href={pathTo('index')}>Dashboard</Link>
      <SettingsScreen />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await choose(canvasElement, t.field('system_of_measurement'), t('settings.measurement.imperial'));
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: t('forms.unsaved.title') });
    await expect(dialog).toHaveTextContent(t('forms.unsaved.text'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms.unsaved.stay') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: t.field('system_of_measurement') })).toHaveTextContent(
      t('settings.measurement.imperial'),
    );
    // Discarding leaves nothing unsaved: the link navigates without asking.
    await userEvent.click(canvas.getByRole('button', { name: t('settings.discard') }));
    await expect(canvas.getByRole('combobox', { name: t.field('system_of_measurement') })).toHaveTextContent(
      t('settings.measurement.metric'),
    );
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

/** The admin offers English and French: German is not among the choices (the saved one always is). */
export const GermanNotSupported: Story = {
  tags: ['no-visual'],
  parameters: {
    app: { routeName: 'settings', signedInAs: 'member', toaster: true, supportedLanguages: ['en', 'fr'] },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loadedForm(canvasElement, t);
    await userEvent.click(canvas.getByRole('combobox', { name: t.field('language') }));
    const choices = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(choices.map((option) => option.textContent)).toEqual([t.language('en'), t.language('fr')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
