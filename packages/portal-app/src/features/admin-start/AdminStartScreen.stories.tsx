import { adminStartEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import AdminStartScreen from './AdminStartScreen';

/** /admin: a card per admin area the admin may see, with its live figure and a link. */
const meta = {
  title: 'Screens/Admin/Start',
  component: AdminStartScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin', signedInAs: 'admin' },
    msw: [
      respond(adminStartEndpoints.showAdminFigures, {
        data: {
          companies_waiting: 3,
          companies: 10432,
          locked_users: 2,
          users: 100250,
          apps: 7,
          missing_page_texts: 1,
          events_today: 214,
          unsent_mails: 0,
        },
      }),
    ],
  },
} satisfies Meta<typeof AdminStartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(adminStartEndpoints.showAdminFigures)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('adminStart.loading'))).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['route:admin'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const waiting = await canvas.findByRole('link', { name: t('adminStart.companiesWaiting') });
    await expect(waiting).toHaveAttribute('href', '/admin/companies?state=requested');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('listitem', { name: t('adminStart.companiesWaiting') })).toHaveTextContent('3');
    // Each card leads to its area, the locked users to the list's locked filter.
    for (const [label, href] of [
      [t('adminStart.lockedUsers'), '/admin/users?locked=true'],
      [t('adminStart.unsentMails'), '/admin/settings'],
      [t('adminStart.missingPageTexts'), '/admin/pages'],
      [t('adminStart.eventsToday'), '/admin/activity'],
    ]) {
      await expect(canvas.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  },
};

/** Only the areas the admin may see: the server sends null for the others, and their cards are left out. */
export const SomeAreasOnly: Story = {
  parameters: {
    msw: [
      respond(adminStartEndpoints.showAdminFigures, {
        data: {
          companies_waiting: null,
          companies: null,
          locked_users: null,
          users: null,
          apps: 7,
          missing_page_texts: null,
          events_today: null,
          unsent_mails: null,
        },
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('adminStart.apps') })).toHaveAttribute(
      'href',
      '/admin/apps',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(adminStartEndpoints.showAdminFigures, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('adminStart.loadFailed'))).toBeVisible();
  },
};
