import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LOADING_BAR_THROTTLE_MS, LoadingBar, loadingBarStates, requestFinished, requestStarted } from './LoadingBar';

const brandRgb = 'rgb(255, 185, 69)';
const colourOf = (bar: HTMLElement) => getComputedStyle(bar.firstElementChild as HTMLElement).backgroundColor;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Design system/LoadingBar',
  component: LoadingBar,
  args: { label: 'Loading' },
  argTypes: { state: { control: 'inline-radio', options: loadingBarStates } },
  decorators: [(Story) => <div style={{ minHeight: 80 }}>{Story()}</div>],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: { state: 'idle' },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(colourOf(bar)).toBe(brandRgb);
  },
};

export const Complete: Story = {
  args: { state: 'complete' },
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-busy', 'false');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async () => {
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('data-state', 'failed');
    await expect(bar.getBoundingClientRect().height).toBe(3);
    await expect(colourOf(bar)).not.toBe(brandRgb);
  },
};

export const FollowsRequests: Story = {
  play: async () => {
    requestStarted();
    requestStarted();
    // Throttled: nothing yet.
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    requestFinished();
    await sleep(100);
    // One request is still running.
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    requestFinished();
    await waitFor(() => expect(bar).toHaveAttribute('aria-busy', 'false'));
    // Completes, fades and goes away.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const FastRequestDoesNotFlash: Story = {
  play: async () => {
    requestStarted();
    await sleep(LOADING_BAR_THROTTLE_MS / 2);
    requestFinished();
    await sleep(LOADING_BAR_THROTTLE_MS * 2);
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const TurnsRedOnFailure: Story = {
  play: async () => {
    requestStarted();
    const bar = await screen.findByRole('progressbar', { name: 'Loading' });
    requestFinished({ failed: true });
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'failed'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
