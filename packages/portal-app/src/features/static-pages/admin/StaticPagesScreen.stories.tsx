import { adminStaticPagesEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appDecorator } from '../../../storybook/app-decorator';
import { fail, pending, recoveringRead, respond } from '../../../storybook/msw-handlers';
import { storyText } from '../../../storybook/story-text';
import StaticPagesScreen from './StaticPagesScreen';
import { pageSummaries } from './story-fixtures';

/** /admin/pages: the four pages with their languages and who changed each last. */
const meta = {
  title: 'Screens/Admin/Pages',
  component: StaticPagesScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-pages', signedInAs: 'admin' },
    msw: [respond(adminStaticPagesEndpoints.listAdminStaticPages, { data: pageSummaries })],
  },
} satisfies Meta<typeof StaticPagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(adminStaticPagesEndpoints.listAdminStaticPages)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminPages.title') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('adminPages.loading'));
  },
};

export const Filled: Story = {
  tags: ['route:admin-pages'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const imprint = await canvas.findByRole('link', { name: t('staticPage.imprint') });
    await expect(imprint).toHaveAttribute('href', '/admin/pages/imprint');
    const privacy = canvas.getByRole('listitem', { name: t('staticPage.privacy') });
    await expect(privacy).toHaveTextContent(t('adminPages.unknownPerson'));
    const about = canvas.getByRole('listitem', { name: t('staticPage.about') });
    await expect(about).toHaveTextContent(t('adminPages.noLanguages'));
  },
};

/** Every page without text yet: each says so. */
export const Empty: Story = {
  parameters: {
    msw: [
      respond(adminStaticPagesEndpoints.listAdminStaticPages, {
        data: pageSummaries.map((page) => ({ ...page, languages: [] })),
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(t('adminPages.noLanguages'))).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('staticPage.terms') })).toBeVisible();
  },
};

/** A 500: the failure and its "Try again". */
export const LoadFailed: Story = {
  parameters: { msw: [fail(adminStaticPagesEndpoints.listAdminStaticPages, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminPages.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('adminPages.retry') })).toBeEnabled();
  },
};

const pagesRead = recoveringRead(adminStaticPagesEndpoints.listAdminStaticPages, { data: pageSummaries });

/** "Try again" once the server answers again: the list loads. */
export const RetryAfterLoadFailed: Story = {
  tags: ['no-visual'],
  beforeEach: pagesRead.fail,
  parameters: { msw: [pagesRead.handler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminPages.loadFailed'))).toBeVisible();
    pagesRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('adminPages.retry') }));
    await expect(await canvas.findByRole('link', { name: t('staticPage.imprint') })).toBeVisible();
  },
};
