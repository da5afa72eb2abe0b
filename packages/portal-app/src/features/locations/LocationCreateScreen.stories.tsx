import { locationsEndpoints, type Location, type LocationInput } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import LocationCreateScreen from './LocationCreateScreen';
import { locationHandlers } from './story-fixtures';

/** Every body the screen sends to createLocation. */
const sentLocation = fn<(body: LocationInput) => void>();

const createsLocation = handle(locationsEndpoints.createLocation, async ({ request }) => {
  const body = (await request.json()) as LocationInput;
  sentLocation(body);
  return HttpResponse.json({ data: { ...body, id: 'loc-new', member_count: 0 } satisfies Location });
});

/**
 * /company/locations/create: a new location's name and address, in the company's country to start
 * with. Saving opens the new location's page.
 */
const meta = {
  title: 'Screens/Company/Locations/Create',
  component: LocationCreateScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company-locations-create', signedInAs: 'owner', toaster: true },
    msw: [...locationHandlers(), createsLocation],
  },
  beforeEach: () => {
    sentLocation.mockClear();
  },
} satisfies Meta<typeof LocationCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: t.field('name') }), 'Studio Potsdam');
  await userEvent.type(canvas.getByRole('textbox', { name: t.field('city') }), 'Potsdam');
  await userEvent.type(canvas.getByRole('textbox', { name: t.field('postal_code') }), '14467');
  await userEvent.type(canvas.getByRole('textbox', { name: t.field('region') }), 'Brandenburg');
  await userEvent.type(canvas.getByRole('textbox', { name: t.field('state_abbr') }), 'BB');
  return canvas;
}

const submit = async (canvasElement: HTMLElement, t: StoryText) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('locations.create') }));

/** The empty form, in the company's country. */
export const Create: Story = {
  tags: ['route:company-locations-create'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: t.field('name') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t.field('country') })).toHaveTextContent(t.country('DE'));
  },
};

/** Saved: the new location is sent, then its page opens. */
export const Created: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await fillIn(canvasElement, t);
    await submit(canvasElement, t);
    await waitFor(() =>
      expect(sentLocation).toHaveBeenCalledWith({
        name: 'Studio Potsdam',
        street: '',
        house_number: '',
        postal_code: '14467',
        city: 'Potsdam',
        region: 'Brandenburg',
        state_abbr: 'BB',
        country: 'DE',
        is_headquarters: false,
      }),
    );
    // The location's own page (another story) takes over.
    await expect(await within(canvasElement).findByText(/company-locations-location/)).toBeInTheDocument();
  },
};

/** The contract's rules, checked before anything is sent. */
export const Required: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: t.field('name') });
    await submit(canvasElement, t);
    await expect(await canvas.findByText(t.validation('required', 'name'))).toBeVisible();
    await expect(canvas.getByText(t.validation('required', 'city'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('name') })).toHaveFocus();
    await expect(sentLocation).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: { msw: [...locationHandlers(), pending(locationsEndpoints.createLocation)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await fillIn(canvasElement, t);
    await submit(canvasElement, t);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: t('locations.create') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The server's 422 (a name taken meanwhile): its message at the field. */
export const NameTaken: Story = {
  parameters: {
    msw: [
      ...locationHandlers(),
      handle(locationsEndpoints.createLocation, () => validationFailure({ name: ['"Name" already exists.'] })),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillIn(canvasElement, t);
    await submit(canvasElement, t);
    const name = canvas.getByRole('textbox', { name: t.field('name') });
    await waitFor(() => expect(name).toHaveAccessibleDescription('"Name" already exists.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A 500: "Failed to save.", and the form keeps what was typed. */
export const ServerError: Story = {
  parameters: { msw: [...locationHandlers(), fail(locationsEndpoints.createLocation, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillIn(canvasElement, t);
    await submit(canvasElement, t);
    const toasts = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() => expect(toasts).toHaveTextContent(t('forms.saveFailed')));
    await expect(canvas.getByRole('textbox', { name: t.field('name') })).toHaveValue('Studio Potsdam');
  },
};
