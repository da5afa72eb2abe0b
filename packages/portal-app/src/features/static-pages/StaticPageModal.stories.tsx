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
