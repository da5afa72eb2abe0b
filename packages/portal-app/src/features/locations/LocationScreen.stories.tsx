import { locationsEndpoints, type LocationInput } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import LocationScreen from './LocationScreen';
import { headquarters, locationHandlers, warehouse } from './story-fixtures';

/** Every body the screen sends to updateLocation, and every location it deletes. */
const sentUpdate = fn<(body: LocationInput) => void>();
const deleted = fn<(location: string) => void>();

const storesLocation = handle(locationsEndpoints.updateLocation, async ({ request, params }) => {
  const body = (await request.json()) as LocationInput;
  sentUpdate(body);
  return HttpResponse.json({ data: { ...body, id: params.location, member_count: warehouse.member_count } });
});

const deletesLocation = handle(locationsEndpoints.deleteLocation, ({ params }) => {
  deleted(params.location);
  return HttpResponse.json({ data: { deleted: true } });
});

const pageOf = (id: string) => ({ routeName: 'company-locations-location' as const, path: `/company/locations/${id}` });

/**
 * /company/locations/{location}: a location's name and address, the headquarters (making this one the
 * headquarters moves the company's address to it) and deleting it, each asked for first.
 */
const meta = {
  title: 'Screens/Company/Locations/Location',
  component: LocationScreen,
  decorators: [appDecorator],
  parameters: {
    app: { ...pageOf(warehouse.id), signedInAs: 'owner', toaster: true },
    msw: [...locationHandlers(), storesLocation, deletesLocation],
  },
  beforeEach: () => {
    sentUpdate.mockClear();
    deleted.mockClear();
  },
} satisfies Meta<typeof LocationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: t.field('name') });
  return canvas;
}

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

async function changeCity(canvasElement: HTMLElement, t: StoryText, city: string) {
  const canvas = await loaded(canvasElement, t);
  const field = canvas.getByRole('textbox', { name: t.field('city') });
  await userEvent.clear(field);
  await userEvent.type(field, city);
  await userEvent.click(canvas.getByRole('button', { name: t('locations.save') }));
  return canvas;
}

export const Loading: Story = {
  parameters: { msw: [pending(locationsEndpoints.showLocation), ...locationHandlers()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('locations.location.loading') })).toBeVisible();
    await expect(canvas.getByText(t('locations.location.loading'), { selector: 'p' })).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Edit: Story = {
  tags: ['route:company-locations-location'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: warehouse.name })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('name') })).toHaveValue(warehouse.name);
    await expect(canvas.getByRole('textbox', { name: t.field('street') })).toHaveValue(warehouse.street);
    await expect(canvas.getByRole('combobox', { name: t.field('country') })).toHaveTextContent(t.country('DE'));
    await expect(canvas.getByRole('button', { name: t('locations.makeHeadquarters') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('locations.delete') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('locations.backToList') })).toHaveAttribute(
      'href',
      '/company/locations',
    );
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await changeCity(canvasElement, t, 'Berlin-Spandau');
    await expectToast(t('forms.saved'));
    await expect(sentUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ name: warehouse.name, city: 'Berlin-Spandau', is_headquarters: false }),
    );
  },
};

export const Saving: Story = {
  parameters: { msw: [...locationHandlers(), pending(locationsEndpoints.updateLocation)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await changeCity(canvasElement, t, 'Potsdam');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('locations.save') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server's 422: its message at the field. */
export const ValidationFailed: Story = {
  parameters: {
    msw: [
      ...locationHandlers(),
      handle(locationsEndpoints.updateLocation, () =>
        validationFailure({ city: ['The field "City" contains a value in the wrong format.'] }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await changeCity(canvasElement, t, 'Spandau');
    const city = canvas.getByRole('textbox', { name: t.field('city') });
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription('The field "City" contains a value in the wrong format.'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: [...locationHandlers(), fail(locationsEndpoints.updateLocation, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await changeCity(canvasElement, t, 'Spandau');
    await expectToast(t('forms.saveFailed'));
  },
};

/** Asked first: the dialog names the location and its team members, who stay without a location. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('locations.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('locations.deleteTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('locations.deleteConfirmText', { name: warehouse.name, count: warehouse.member_count }),
    );
    await expect(within(dialog).getByRole('button', { name: t('locations.cancel') })).toHaveFocus();
    await expect(deleted).not.toHaveBeenCalled();
  },
};

/** Cancelled: nothing is deleted, and focus is back on the button. */
export const DeleteCancelled: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const button = canvas.getByRole('button', { name: t('locations.delete') });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: t('locations.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(deleted).not.toHaveBeenCalled();
  },
};

/** Confirmed: the location is deleted and the list (another story) opens. */
export const Deleted: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('locations.delete') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('locations.deleteConfirm') }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith(warehouse.id));
    await expect(await canvas.findByText(/company-locations/)).toBeInTheDocument();
  },
};

/** The headquarters says up front why it cannot be deleted, and offers no "Make headquarters". */
export const Headquarters: Story = {
  parameters: { app: { ...pageOf(headquarters.id), signedInAs: 'owner', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('locations.isHeadquarters'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('locations.makeHeadquarters') })).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: t('locations.delete') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t.location('headquartersNotDeletable'));
  },
};

/** It became the headquarters after the page loaded: the server refuses (409) and says why. */
export const HeadquartersRefusal: Story = {
  parameters: {
    msw: [
      ...locationHandlers(),
      handle(locationsEndpoints.deleteLocation, () =>
        HttpResponse.json({ message: 'The headquarters cannot be deleted.' }, { status: 409 }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const button = canvas.getByRole('button', { name: t('locations.delete') });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: t('locations.deleteConfirm') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('The headquarters cannot be deleted.')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('The headquarters cannot be deleted.');
  },
};

/** Asked first, then the flag moves here: the company's address becomes this location's. */
export const MakeHeadquarters: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('locations.makeHeadquarters') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('locations.makeHeadquartersTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('locations.makeHeadquartersConfirmText', { name: warehouse.name }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('locations.makeHeadquarters') }));
    await expectToast(t('forms.saved'));
    await expect(sentUpdate).toHaveBeenCalledWith(expect.objectContaining({ is_headquarters: true }));
    await expect(await canvas.findByText(t('locations.isHeadquarters'))).toBeVisible();
    // The button that opened the dialog is gone: focus goes to the section that now says so.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: t('locations.headquartersHeading') })).toHaveFocus(),
    );
  },
};

/** A viewer (can_view_locations only): the fields show the location; nothing to save or delete. */
export const ViewOnly: Story = {
  parameters: { app: { ...pageOf(warehouse.id), signedInAs: 'member', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('locations.readOnly'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('name') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('locations.save') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('locations.delete') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('locations.makeHeadquarters') })).not.toBeInTheDocument();
  },
};

/** Another company's location, or one deleted meanwhile: the server's 404 is the page's. */
export const NotFound: Story = {
  parameters: { app: { ...pageOf('loc-elsewhere'), signedInAs: 'owner' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeVisible();
  },
};
