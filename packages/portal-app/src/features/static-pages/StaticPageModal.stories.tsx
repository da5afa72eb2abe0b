import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { respond } from '../../storybook/msw-handlers';
import StaticPageModal from './StaticPageModal';

const meta = {
  title: 'Screens/Static pages/Static page modal',
  component: StaticPageModal,
  decorators: [appDecorator],
  args: { type: 'imprint', onClose: fn() },
  parameters: {
    app: { routeName: 'index' },
    // As stored: the page opens with a heading equal to its title.
    msw: [
      respond(endpoints.showStaticPage, {
        type: 'imprint',
        locale: 'en',
        title: 'Imprint',
        html: '<h2>Imprint</h2><p>Example GmbH</p><h2>Contact</h2><p>info@example.com</p>',
      }),
    ],
  },
} satisfies Meta<typeof StaticPageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleShownOnce: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    await within(dialog).findByText('Example GmbH');
    await expect(within(dialog).getAllByRole('heading', { name: 'Imprint' })).toHaveLength(1);
    await expect(within(dialog).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  },
};

/** A page missing in the reader's language comes in English, and the modal says so. */
export const EnglishFallback: Story = {
  globals: { locale: 'de' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    await within(dialog).findByText('Example GmbH');
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Diese Seite gibt es in Ihrer Sprache noch nicht. Sie wird auf Englisch angezeigt.',
    );
  },
};

/** In the language it was asked for: no note. */
export const InTheReadersLanguage: Story = {
  tags: ['no-visual'],
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    await within(dialog).findByText('Example GmbH');
    await expect(within(dialog).queryByRole('note')).toBeNull();
  },
};
