import { adminStaticPagesEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appDecorator } from '../../../storybook/app-decorator';
import { handle, pending, respond } from '../../../storybook/msw-handlers';
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

/** A 500: the failure and "Try again", which loads again. */
export const LoadFailed: Story = {
  parameters: {
    msw: [
      (() => {
        let calls = 0;
        return handle(adminStaticPagesEndpoints.listAdminStaticPages, () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'Error' }, { status: 500 })
            : HttpResponse.json({ data: pageSummaries });
        });
      })(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminPages.loadFailed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('adminPages.retry') }));
    await expect(await canvas.findByRole('link', { name: t('staticPage.imprint') })).toBeVisible();
  },
};
