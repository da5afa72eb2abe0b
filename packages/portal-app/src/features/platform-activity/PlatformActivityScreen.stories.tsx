import { platformActivityEndpoints as endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import PlatformActivityScreen from './PlatformActivityScreen';
import { acme, activityHandler, exampleEvents, manyEvents } from './story-fixtures';

/**
 * /admin/activity: every event of every company and of private users, newest first; filtered by type,
 * person, company, target and time, all in the address, and exported as CSV.
 */
const meta = {
  title: 'Screens/Admin/Activity',
  component: PlatformActivityScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-activity', signedInAs: 'activityAdmin', toaster: true },
    msw: [activityHandler()],
  },
} satisfies Meta<typeof PlatformActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvas: ReturnType<typeof within>, globals: Record<string, unknown>) =>
  within(canvas.getByRole('list', { name: storyText(globals)('company.activity.heading') })).getAllByRole('listitem');

/** The elements whose whole text is `text` (a line of an entry: its names are links inside it). */
const findLine = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.findAllByText((_: string, element: Element | null) => element?.textContent === text);

/** The toasts' region says `message`. */
async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.listPlatformActivity)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminActivity.title') })).toBeVisible();
    await expect(canvas.getByText(t('company.activity.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

/** Who did what to whom, when, and in which company: names link to their administration pages. */
export const Filled: Story = {
  tags: ['route:admin-activity'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('activity.type.validated'));
    const shown = entries(canvas, globals);
    await expect(shown).toHaveLength(exampleEvents.length);
    await expect(shown[0]).toHaveTextContent(t('company.activity.by', { name: 'Ada Admin' }));
    await expect(shown[0]).toHaveTextContent(t('activity.entry.concerning', { target: acme.name }));
    await expect(within(shown[0]!).getAllByRole('link', { name: acme.name })[0]).toHaveAttribute(
      'href',
      `/admin/companies/${acme.id}`,
    );
    await expect(within(shown[1]!).getByText('nina@example.com')).toBeVisible();
    await expect(within(shown[2]!).getByRole('link', { name: 'Luke Locked' })).toHaveAttribute(
      'href',
      '/admin/users/u-luke',
    );
    await expect(within(shown[3]!).getByRole('link', { name: 'Crew Planner' })).toHaveAttribute(
      'href',
      '/admin/apps/a-crew',
    );
    await expect(shown[5]).toHaveTextContent(t('company.activity.byNobodyKnown'));
    await expect(shown[5]).toHaveTextContent(t('activity.entry.concerning', { target: 'Stage hand' }));
    await expect(canvas.getByRole('button', { name: t('activity.export') })).toBeVisible();
  },
};

/** A row's company filter narrows the log to that company; the chip names it and takes it away again. */
export const Filtered: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('activity.type.validated'));
    await userEvent.click(
      canvas.getAllByRole('link', { name: t('activity.filterByCompany', { name: acme.name }) })[0]!,
    );
    await waitFor(() => expect(entries(canvas, globals)).toHaveLength(2));
    await expect(
      await canvas.findByText(
        t('admin.activity.activeFilter', { filter: t('admin.activity.filter.company'), name: acme.name }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: t('company.activity.filter') }));
    await userEvent.click(await screen.findByRole('option', { name: t('activity.type.teamMemberInvited') }));
    await waitFor(() => expect(entries(canvas, globals)).toHaveLength(1));
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('admin.activity.removeFilter', { filter: t('admin.activity.filter.company') }),
      }),
    );
    await waitFor(() =>
      expect(
        canvas.queryByText(
          t('admin.activity.activeFilter', { filter: t('admin.activity.filter.company'), name: acme.name }),
        ),
      ).toBeNull(),
    );
    // The type filter stays: Acme's invitation and no other company's.
    await waitFor(() => expect(entries(canvas, globals)).toHaveLength(1));
  },
};

export const Empty: Story = {
  parameters: { msw: [activityHandler([])] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('admin.activity.empty'))).toBeVisible();
  },
};

/** A big platform: a full page of 100 000 events, and the next page asked of the server. */
export const ManyRows: Story = {
  parameters: { msw: [activityHandler(manyEvents(50), 100_000)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await findLine(canvas, t('activity.entry.concerning', { target: 'Crew 1 Member' }));
    await expect(entries(canvas, globals)).toHaveLength(25);
    const pages = canvas.getByRole('navigation', { name: t('company.activity.pagination') });
    await expect(pages).toHaveTextContent(t('company.activity.page', { page: 1, pages: 4000 }));
    await userEvent.click(within(pages).getByRole('button', { name: t('company.activity.next') }));
    await waitFor(() => expect(pages).toHaveTextContent(t('company.activity.page', { page: 2, pages: 4000 })));
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.listPlatformActivity, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('company.activity.loadFailed'))).toBeVisible();
  },
};

/** A refused filter (422) is a failure to load, with a retry; the screen never offers one. */
export const Refused: Story = {
  parameters: { msw: [fail(endpoints.listPlatformActivity, 422, { message: 'The given data was invalid.' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('company.activity.loadFailed'))).toBeVisible();
  },
};

export const ExportFailed: Story = {
  tags: ['no-visual'],
  parameters: { msw: [fail(endpoints.exportPlatformActivity, 500), activityHandler()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('activity.type.validated'));
    await userEvent.click(canvas.getByRole('button', { name: t('activity.export') }));
    await expectToast(t('activity.exportFailed'));
  },
};

/** The phone (spec §9 mobile): the log reads at 375 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(t('activity.type.validated'));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
