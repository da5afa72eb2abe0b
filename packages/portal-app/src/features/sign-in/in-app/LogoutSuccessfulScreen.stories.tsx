import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../../storybook/app-decorator';
import { storyText } from '../../../storybook/story-text';
import LogoutSuccessfulScreen from './LogoutSuccessfulScreen';
import { pathTo } from '../../../route-table/path-to';

/**
 * /logout-successful, where the browser lands once the identity provider has ended the session (spec §4): the
 * logout layout (content and footer, no top bar or menus), the message that the session has ended and a link to
 * sign in again, which leads to the dashboard and so through a new sign-in.
 */
const meta = {
  title: 'Screens/Logout successful',
  component: LogoutSuccessfulScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'logout-successful' } },
} satisfies Meta<typeof LogoutSuccessfulScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['route:logout-successful'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('logoutSuccessful.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('logoutSuccessful.signInAgain') })).toHaveAttribute(
      'href',
      pathTo('index'),
    );
  },
};
