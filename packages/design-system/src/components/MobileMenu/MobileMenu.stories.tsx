import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../navigation';
import { StoryLink, portalNavItems } from '../../navigation/story-fixtures';
import { TopBar } from '../TopBar';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Design system/MobileMenu',
  // Open stories take over the whole page: on the docs page each renders in its own frame instead.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  component: MobileMenu,
  args: {
    id: 'mobile-menu',
    open: false,
    onOpenChange: fn(),
    onNavigate: fn(),
    items: portalNavItems,
    label: 'Main navigation',
    closeLabel: 'Close menu',
  },
  globals: { viewport: { value: 'phone' } },
  // Wired to the top bar's burger as in the app: the burger opens it and gets focus back.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const burgerRef = useRef<HTMLButtonElement>(null);
    const onOpenChange = (next: boolean) => {
      setOpen(next);
      args.onOpenChange(next);
    };
    return (
      <LinkProvider component={StoryLink}>
        <TopBar
          homeHref="/"
          homeLabel="Eventsuite dashboard"
          menuOpen={open}
          onMenuToggle={() => onOpenChange(!open)}
          menuId={args.id}
          menuButtonLabel="Menu"
          menuButtonRef={burgerRef}
        />
        <MobileMenu {...args} open={open} onOpenChange={onOpenChange} returnFocusRef={burgerRef} />
      </LinkProvider>
    );
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Main navigation' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpensFromBurger: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    // The menu's dialog loads when it first opens.
    const dialog = await canvas.findByRole('dialog', { name: 'Main navigation' });
    await expect(dialog).toBeVisible();
    // Focus moves into the menu.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus());
  },
};

export const SectionsCollapseAndExpand: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    const company = dialog.getByRole('button', { name: 'Company' });
    await userEvent.click(company);
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Team members' })).toBeVisible();
    await userEvent.click(company);
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.queryByRole('link', { name: 'Team members' })).toBeNull();
  },
};

export const ChoosingALinkCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'System Settings' }));
    await userEvent.click(dialog.getByRole('link', { name: 'Users' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'admin-users' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(burger).toHaveFocus();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    burger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(burger).toHaveFocus();
  },
};

export const ClosesByCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(burger).toHaveFocus();
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    // From the first control Shift+Tab wraps to the last entry, and Tab back to the first.
    await expect(canvas.getByRole('button', { name: 'System Settings' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};

export const ActiveItem: Story = {
  args: { open: true, activeId: 'company-locations' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    // The active item's section starts expanded.
    const company = dialog.getByRole('button', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(company).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};
