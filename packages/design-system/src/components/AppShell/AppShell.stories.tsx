import '../../radix-css/BaseButton.css';
import '../../radix-css/IconButton.css';
import { BellIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../navigation';
import { StoryLink, portalNavItems } from '../../navigation/story-fixtures';
import { AccountDropdown } from '../AccountDropdown';
import { Footer } from '../Footer';
import { Modal } from '../Modal';
import { clearToasts, toast, Toaster } from '../Toaster';
import { IconSidebar } from '../IconSidebar';
import { MobileMenu } from '../MobileMenu';
import { TopBar } from '../TopBar';
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

/** The shell with the real slot components, wired as the portal app wires them. */
function Portal({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  return (
    <LinkProvider component={StoryLink}>
      <AppShell
        signedIn
        skipLinkLabel="Skip to content"
        topBar={
          <TopBar
            homeHref="/"
            homeLabel="Eventsuite dashboard"
            menuOpen={menuOpen}
            onMenuToggle={() => setMenuOpen(!menuOpen)}
            menuId="mobile-menu"
            menuButtonLabel="Menu"
            menuButtonRef={burgerRef}
            notifications={
              <IconButton variant="ghost" color="gray" size="3" aria-label="Notifications">
                <BellIcon width="20" height="20" aria-hidden="true" />
              </IconButton>
            }
            accountMenu={
              <AccountDropdown
                activeAccount={{ id: 'acme', name: 'Jane Doe', company: 'Acme Events GmbH' }}
                otherAccounts={[{ id: 'personal', name: 'Jane Doe', company: 'Personal account' }]}
                onSwitchAccount={() => {}}
                onLogout={() => {}}
                dashboardHref="/"
                settingsHref="/settings"
                labels={{
                  activeAccount: 'Signed in as',
                  switchAccount: 'Switch account',
                  dashboard: 'Dashboard',
                  settings: 'My Settings',
                  logout: 'Logout',
                }}
              />
            }
          />
        }
        sidebar={<IconSidebar items={portalNavItems} activeId="company-team-members" label="Main navigation" />}
        mobileMenu={
          <MobileMenu
            id="mobile-menu"
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={portalNavItems}
            activeId="company-team-members"
            label="Main navigation"
            closeLabel="Close menu"
            returnFocusRef={burgerRef}
          />
        }
        footer={
          <Footer
            labels={{ terms: 'Terms and Conditions', privacy: 'Privacy', imprint: 'Imprint', about: 'About' }}
            onOpenPage={() => {}}
            navLabel="Legal"
            copyright="© 2026 Eventsuite GmbH"
          />
        }
      >
        {children}
      </AppShell>
    </LinkProvider>
  );
}

const composedContent = (
  <div style={{ padding: 24 }}>
    <h1>Team members</h1>
    <p>Screen content.</p>
  </div>
);

export const ComposedDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  render: () => <Portal>{composedContent}</Portal>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    // The submenu panel lies over the content, not under it.
    await userEvent.click(canvas.getByRole('button', { name: 'Company' }));
    const panelLink = canvas.getByRole('link', { name: 'Team members' });
    const box = panelLink.getBoundingClientRect();
    await expect(panelLink.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2))).toBe(true);
    await userEvent.click(canvas.getByRole('heading', { name: 'Team members' }));
    await expect(canvas.queryByRole('link', { name: 'Team members' })).toBeNull();
    // The account menu opens from the top bar.
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Doe Acme Events GmbH' }));
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    // Visible once the menu's fade-in has run.
    await waitFor(() => expect(logout).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const ComposedMobile: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <Portal>{composedContent}</Portal>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    // The menu's dialog loads when it first opens.
    const dialog = await canvas.findByRole('dialog', { name: 'Main navigation' });
    // Full screen: the menu covers the top bar too.
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(dialog.contains(document.elementFromPoint(bar.left + bar.width / 2, bar.top + bar.height / 2))).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('link', { name: 'Locations' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(burger).toHaveFocus());
  },
};

// Dialogs render into the shell's modal target, inside the root theme like the toasts: the z-index
// scale puts a toast above the dialog's overlay instead of behind it, dimmed.
export const ToastAboveModal: Story = {
  globals: { viewport: { value: 'lg' } },
  render: (args) => (
    <>
      <AppShell {...args}>
        <Modal open onOpenChange={() => undefined} title="Edit location" closeLabel="Close">
          <p>Form</p>
        </Modal>
      </AppShell>
      <Toaster label="Messages" dismissLabel="Dismiss" />
    </>
  ),
  play: async () => {
    clearToasts();
    const dialog = await screen.findByRole('dialog', { name: 'Edit location' });
    await expect(document.getElementById('modal-target')).toContainElement(dialog);
    toast({ variant: 'success', message: 'Saved.' });
    const message = await screen.findByText('Saved.');
    const box = message.getBoundingClientRect();
    const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(message.closest('section')).toContainElement(topmost as HTMLElement);
  },
};
