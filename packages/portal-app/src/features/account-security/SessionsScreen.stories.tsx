import { endpoints, type AccountSession } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import SessionsScreen from './SessionsScreen';

const laptop: AccountSession = {
  id: 'session-laptop',
  browser: 'Firefox 140',
  system: 'Windows 10',
  address: '203.0.113.7',
  signed_in_at: '2026-11-20T08:15:00.000Z',
  last_active_at: '2026-11-28T09:40:00.000Z',
  apps: ['Eventsuite'],
  this_device: true,
};
const phone: AccountSession = {
  id: 'session-phone',
  browser: 'Safari 18',
  system: 'iOS 18.5',
  address: '198.51.100.23',
  signed_in_at: '2026-11-27T18:02:00.000Z',
  last_active_at: '2026-11-27T21:30:00.000Z',
  apps: ['Crew Planner', 'Eventsuite'],
  this_device: false,
};
const unknown: AccountSession = {
  id: 'session-old',
  browser: null,
  system: null,
  address: null,
  signed_in_at: '2026-11-15T07:00:00.000Z',
  last_active_at: null,
  apps: [],
  this_device: false,
};

/** Which session the screen asked to end. */
const endedSession = fn<(id: string) => void>();

/** The person's sessions (issue 30 §3): every browser signed in to the account, this one marked. */
const meta = {
  title: 'Screens/Sessions and devices',
  component: SessionsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'sessions', signedInAs: 'member', toaster: true },
    msw: [
      respond(endpoints.listSessions, { data: [laptop, phone, unknown] }),
      handle(endpoints.endSession, ({ params }) => {
        endedSession(String(params.session));
        return HttpResponse.json({ data: { ended: 1 } });
      }),
      respond(endpoints.endOtherSessions, { data: { ended: 2 } }),
    ],
  },
} satisfies Meta<typeof SessionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['route:sessions'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText(t('sessions.thisDevice'))).toBeVisible();
    await expect(items[0]!).toHaveTextContent(
      t('sessions.browserOn', { browser: 'Firefox 140', system: 'Windows 10' }),
    );
    await expect(items[2]!).toHaveTextContent(t('sessions.unknownBrowser'));
    // This device cannot be ended here; the others can, one by one or all at once.
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('sessions.endOthers') })).toBeVisible();
  },
};

export const EndOneSession: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const browser = t('sessions.browserOn', { browser: 'Safari 18', system: 'iOS 18.5' });
    await userEvent.click(await canvas.findByRole('button', { name: t('sessions.endLabel', { browser }) }));
    const dialog = await screen.findByRole('alertdialog', { name: t('sessions.endTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('sessions.end') }));
    await waitFor(() => expect(endedSession).toHaveBeenCalledWith('session-phone'));
    // The toast fades in.
    await waitFor(() => expect(screen.getByText(t('sessions.ended', { count: 1 }))).toBeVisible());
  },
};

export const EndOthersDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('sessions.endOthers') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('sessions.endOthersTitle') });
    await expect(dialog).toHaveTextContent(t('sessions.endOthersText'));
  },
};

export const OnlyThisDevice: Story = {
  parameters: { msw: [respond(endpoints.listSessions, { data: [laptop] })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('sessions.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('sessions.endOthers') })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  parameters: { msw: [pending(endpoints.listSessions)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('sessions.heading') })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { msw: [fail(endpoints.listSessions, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('common.requestFailed'))).toBeVisible();
  },
};
