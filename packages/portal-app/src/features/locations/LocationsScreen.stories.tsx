import { locationsEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, recoveringRead, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import LocationsScreen from './LocationsScreen';
import { headquarters, locationHandlers, locationList, manyLocations, studio, warehouse } from './story-fixtures';

/**
 * /company/locations: the company's address (its headquarters') and its locations, the headquarters
 * first. Owners and holders of can_edit_locations find "Create location"; viewers only the list.
 */
const meta = {
  title: 'Screens/Company/Locations',
  component: LocationsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company-locations', signedInAs: 'owner' },
    msw: locationHandlers(),
  },
} satisfies Meta<typeof LocationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(locationsEndpoints.listLocations)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.companyLocations.title') })).toBeVisible();
    await expect(await canvas.findByText(t('locations.loading'))).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A 500 from the server: the failure and its "Try again". */
export const LoadFailed: Story = {
  parameters: { msw: [fail(locationsEndpoints.listLocations, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('locations.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('locations.retry') })).toBeEnabled();
  },
};

const locationsRead = recoveringRead(locationsEndpoints.listLocations, locationList([headquarters]));

/** "Try again" once the server answers again: the list loads. */
export const RetryAfterLoadFailed: Story = {
  tags: ['no-visual'],
  beforeEach: locationsRead.fail,
  parameters: { msw: [locationsRead.handler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('locations.loadFailed'))).toBeVisible();
    locationsRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('locations.retry') }));
    await expect(await canvas.findByRole('link', { name: headquarters.name })).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['route:company-locations'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      headquarters.name,
      warehouse.name,
      studio.name,
    ]);
    // The headquarters is marked, and its address is the company's.
    await expect(within(items[0]!).getByText(t('locations.headquarters'))).toBeVisible();
    await expect(within(items[1]!).queryByText(t('locations.headquarters'))).not.toBeInTheDocument();
    const company = canvas.getByRole('region', { name: t('locations.companyHeading') });
    await expect(company).toHaveTextContent(
      `Acme Events GmbH, Friedrichstraße 68, 10117 Berlin, BE, ${t.country('DE')}`,
    );
    await expect(items[1]).toHaveTextContent(t('locations.members', { count: 3 }));
    await expect(items[2]).toHaveTextContent(t('locations.members', { count: 0 }));
    await expect(canvas.getByRole('link', { name: t('locations.create') })).toHaveAttribute(
      'href',
      '/company/locations/create',
    );
    await expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', `/company/locations/${warehouse.id}`);
  },
};

/** A company without locations yet: the empty state offers the first one. */
export const Empty: Story = {
  parameters: { msw: [respond(locationsEndpoints.listLocations, locationList([]))] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('locations.empty'))).toBeVisible();
    await expect(canvas.getByText(t('locations.emptyText'))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('locations.create') })).toHaveLength(1);
  },
};

export const Many: Story = {
  parameters: { msw: locationHandlers(manyLocations) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(manyLocations.length));
  },
};

/** A team member with can_view_locations only: the list, without "Create location". */
export const ViewOnly: Story = {
  parameters: { app: { routeName: 'company-locations', signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('list');
    await expect(canvas.queryByRole('link', { name: t('locations.create') })).not.toBeInTheDocument();
  },
};

/** The app is German here whatever the toolbar says: the plural of the member counts. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('12 Teammitglieder');
    await expect(items[0]).toHaveTextContent('Hauptsitz');
    await expect(items[2]).toHaveTextContent('Keine Teammitglieder');
  },
};
