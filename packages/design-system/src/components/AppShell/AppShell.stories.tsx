import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell, appShellLayouts } from './AppShell';

// Stand-ins for the real slot components, so these stories show the frame alone.
const placeholder = {
  padding: '8px 16px',
  border: '1px dashed var(--gray-8)',
  background: 'var(--gray-2)',
  height: '100%',
};

const meta = {
  title: 'Design system/AppShell',
  component: AppShell,
  argTypes: { layout: { control: 'inline-radio', options: appShellLayouts } },
  args: {
    layout: 'default',
    signedIn: true,
    skipLinkLabel: 'Skip to content',
    topBar: <header style={placeholder}>Top bar</header>,
    sidebar: (
      <nav aria-label="Main" style={placeholder}>
        Side
      </nav>
    ),
    footer: <footer style={placeholder}>Footer</footer>,
    children: (
      <div style={{ padding: 24 }}>
        <h1>Dashboard</h1>
        <p>Screen content.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The content starts below the fixed top bar and right of the sidebar.
    const main = canvas.getByRole('main');
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    const sidebar = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
    await expect(main.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.bottom);
    await expect(main.getBoundingClientRect().left).toBeGreaterThanOrEqual(sidebar.right);
    await expect(canvasElement.querySelector('#modal-target')).not.toBeNull();
  },
};

export const SignedInMobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    // No sidebar below the desktop breakpoint; the content uses the full width.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(0);
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const LogoutLayout: Story = {
  args: {
    layout: 'logout',
    children: (
      <div style={{ padding: 24 }}>
        <h1>You have been signed out.</h1>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Signed in or not, the logout layout has content and footer only.
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('You have been signed out.');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
