import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../storybook/app-decorator';
import { storyText } from '../storybook/story-text';
import { StatusErrorPage } from './StatusErrorPage';
import { pathTo } from '../route-table/path-to';

const meta = {
  title: 'Screens/Error page',
  component: StatusErrorPage,
  decorators: [appDecorator],
} satisfies Meta<typeof StatusErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByText(t('error.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('error.homepage') })).toHaveAttribute('href', pathTo('index'));
  },
};

export const NotFoundInGerman: Story = {
  args: { status: 404 },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seite nicht gefunden.')).toBeVisible();
  },
};

export const ServerErrorByDefault: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText(t('error.generic'))).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { status: 403 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('403')).toBeVisible();
    await expect(canvas.getByText(t('error.permissionDenied'))).toBeVisible();
  },
};

export const UnknownMiddleware: Story = {
  args: { status: 500, reason: 'unknown-middleware' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText(t('error.unknownMiddleware'))).toBeVisible();
  },
};
