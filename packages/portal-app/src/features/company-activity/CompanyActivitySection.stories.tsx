import { companyActivityPerPage, endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { CompanyActivitySection } from './CompanyActivitySection';
import { activityHandlers, exampleEvents } from './activity-fixtures';

const meta = {
  title: 'Screens/Company/Activity',
  component: CompanyActivitySection,
  decorators: [appDecorator],
  args: { companyId: 'c-acme' },
  parameters: {
    app: { routeName: 'company', signedInAs: 'owner' },
    msw: activityHandlers(exampleEvents(6)),
  },
} satisfies Meta<typeof CompanyActivitySection>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list')).getAllByRole('listitem');

/** The element whose whole text is `text` (a line of an entry: its names are links inside it). */
const line = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getAllByText((_: string, element: Element | null) => element?.textContent === text);

/** The toasts' region says `message`. */
async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.listCompanyActivity)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('company.activity.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const Events: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(t('activity.type.ownershipTransferred'))).toHaveLength(2);
    const fromTo = t('company.activity.fromTo', { from: 'Max Member', to: 'Olivia Owner' });
    await expect(canvas.getAllByText(fromTo)).toHaveLength(2);
    await expect(line(canvas, t('company.activity.by', { name: 'Olivia Owner' }))).toHaveLength(4);
    // Who did what to whom: the member Max's update is about Max.
    await expect(line(canvas, t('company.activity.by', { name: 'Max Member' }))).toHaveLength(1);
    await expect(line(canvas, t('activity.entry.concerning', { target: 'Max Member' }))).toHaveLength(1);
    await expect(canvas.getByText(t('company.activity.byNobodyKnown'))).toBeVisible();
    await expect(entries(canvasElement)).toHaveLength(6);
    // One page: no page navigation.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Paged: Story = {
  parameters: { msw: activityHandlers(exampleEvents(companyActivityPerPage + 3)) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: t('company.activity.pagination') });
    await expect(pages).toHaveTextContent(t('company.activity.page', { page: 1, pages: 2 }));
    await expect(within(pages).getByRole('button', { name: t('company.activity.previous') })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: t('company.activity.next') }));
    await waitFor(() => expect(pages).toHaveTextContent(t('company.activity.page', { page: 2, pages: 2 })));
    await waitFor(() => expect(entries(canvasElement)).toHaveLength(3));
  },
};

export const FilteredByType: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: t('company.activity.filter') }));
    await userEvent.click(await screen.findByRole('option', { name: t('activity.type.ownershipTransferred') }));
    await waitFor(() => expect(entries(canvasElement)).toHaveLength(2));
    await expect(canvas.queryByText(t('activity.type.validationRequested'))).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: activityHandlers([]) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.activity.empty'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.listCompanyActivity, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('company.activity.loadFailed'))).toBeVisible();
  },
};

export const FilteredByPerson: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: t('activity.filter.actor') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Max Member' }));
    await waitFor(() => expect(entries(canvasElement)).toHaveLength(1));
    await expect(line(canvas, t('company.activity.by', { name: 'Max Member' }))).toHaveLength(1);
  },
};

export const ExportFailed: Story = {
  tags: ['no-visual'],
  parameters: {
    app: { routeName: 'company', signedInAs: 'owner', toaster: true },
    msw: [fail(endpoints.exportCompanyActivity, 500), ...activityHandlers(exampleEvents(6))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('activity.export') }));
    await expectToast(t('activity.exportFailed'));
  },
};
