import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { unstable_serialize } from 'swr';
import { appDecorator } from '../storybook/app-decorator';
import { RootLayout } from './RootLayout';

function staticPageKey(type: string, language: string) {
  return unstable_serialize([
    endpoints.showStaticPage.method,
    endpoints.showStaticPage.path,
    { params: { type }, headers: { 'Accept-Language': language } },
  ]);
}

/** The signed-out shell: content and footer; the footer's static pages open in a modal. */
const meta = {
  title: 'Screens/Shell',
  component: RootLayout,
  decorators: [appDecorator],
  parameters: {
    app: {
      routeName: 'index',
      swrFallback: {
        [staticPageKey('imprint', 'en')]: {
          type: 'imprint',
          locale: 'en',
          title: 'Imprint',
          html: '<h2>Eventsuite GmbH (example)</h2><p>Example Street 1, 12345 Example City</p>',
        },
      },
    },
  },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    for (const label of ['Terms and Conditions', 'Privacy', 'Imprint', 'About']) {
      await expect(within(footer).getByRole('button', { name: label })).toBeVisible();
    }
    const languages = canvas.getByRole('group', { name: 'Language' });
    await expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'Deutsch' }));
    await expect(within(footer).getByRole('button', { name: 'Impressum' })).toBeVisible();
    // Top bar and sidebar are for signed-in users only.
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

export const StaticPageInModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Imprint' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Eventsuite GmbH (example)' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('button', { name: 'Impressum' })).toBeVisible();
    await expect(within(footer).getByRole('button', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  },
};
