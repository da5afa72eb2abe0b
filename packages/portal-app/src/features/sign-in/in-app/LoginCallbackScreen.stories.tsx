import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../../storybook/app-decorator';
import { storyText } from '../../../storybook/story-text';
import LoginCallbackScreen from './LoginCallbackScreen';

/** /login renders only when the sign-in could not be completed; otherwise it moves on at once. */
const meta = {
  title: 'Screens/Sign-in callback',
  component: LoginCallbackScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'login' } },
} satisfies Meta<typeof LoginCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('loginCallback.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('loginCallback.signInAgain') })).toBeVisible();
  },
};

export const FailedInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmeldung fehlgeschlagen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut anmelden' })).toBeVisible();
  },
};
