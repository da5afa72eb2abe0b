import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../navigation';
import { StoryLink, portalNavItems } from '../../navigation/story-fixtures';
import { IconSidebar } from './IconSidebar';

const meta = {
  title: 'Design system/IconSidebar',
  component: IconSidebar,
  args: { items: portalNavItems, label: 'Main navigation' },
  globals: { viewport: { value: 'lg' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div style={{ height: '100vh', display: 'flex' }}>
          <Story />
          <div style={{ padding: 24 }}>
            <p>Page content</p>
            <button type="button">Page action</button>
          </div>
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof IconSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const canvas = within(nav);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Team members' })).toBeNull();
  },
};

export const TooltipOnHover: Story = {
  // Ends with the tooltip hidden again: Default's picture. TooltipOnFocus pictures a shown tooltip.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apps = canvas.getByRole('link', { name: 'Apps' });
    await userEvent.hover(apps);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Apps');
    // Painted beside the item, not a bare text.
    await expect(getComputedStyle(tooltip).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThan(apps.getBoundingClientRect().right);
    // Hovering the tooltip itself keeps it (WCAG 1.4.13); leaving both hides it.
    await userEvent.hover(tooltip);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Apps');
    await userEvent.unhover(tooltip);
    await userEvent.hover(canvas.getByText('Page content'));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My profile' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('My profile'));
  },
};

export const TooltipDismissedByEscape: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Dashboard');
    // Escape hides it and leaves focus where it is; the next item shows its own again.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('My profile');
  },
};

export const SubmenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('button', { name: 'Company' });
    await userEvent.click(company);
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const submenu = canvas.getByRole('list', { name: 'Company' });
    await expect(submenu).toBeVisible();
    await expect(within(submenu).getAllByRole('link')).toHaveLength(4);
  },
};

export const SubmenuClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'System Settings' }));
    await expect(canvas.getByRole('list', { name: 'System Settings' })).toBeVisible();
    await userEvent.click(canvas.getByText('Page content'));
    await expect(canvas.queryByRole('list', { name: 'System Settings' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'System Settings' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SubmenuClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('button', { name: 'Company' });
    company.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('list', { name: 'Company' })).toBeVisible();
    // Tab leads from the trigger into the open panel.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Company profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: 'Company' })).toBeNull();
    await expect(company).toHaveFocus();
  },
};

export const SubmenuArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    const company = canvas.getByRole('button', { name: 'Company' });
    dashboard.focus();
    // Up and down walk the rail, End and Home jump to its ends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'System Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(dashboard).toHaveFocus();
    // Right opens a group at its first link; down and up walk the panel.
    company.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const links = within(canvas.getByRole('list', { name: 'Company' })).getAllByRole('link');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links[links.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(links[links.length - 2]).toHaveFocus();
    // Left goes back to the group's button and closes the panel.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(company).toHaveFocus();
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    // Escape from a panel link, with the button's tooltip shown by keyboard focus before, closes it too.
    await userEvent.keyboard('{ArrowRight}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: 'Company' })).toBeNull();
    await expect(company).toHaveFocus();
  },
};

export const SubmenuClosesWhenFocusLeaves: Story = {
  args: { items: portalNavItems.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Company' }));
    // A click on the panel's blank space keeps it open.
    await userEvent.click(canvas.getByText('Company', { selector: 'p' }));
    await expect(canvas.getByRole('list', { name: 'Company' })).toBeVisible();
    // Company is the last rail item here: four links in its panel, then Tab leaves the sidebar.
    canvas.getByRole('button', { name: 'Company' }).focus();
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Authentication' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page action' })).toHaveFocus();
    await expect(canvas.queryByRole('list', { name: 'Company' })).toBeNull();
  },
};

export const SubmenuClosesWhenLinkChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Company' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Locations' }));
    await expect(canvas.queryByRole('list', { name: 'Company' })).toBeNull();
  },
};

export const ActiveItem: Story = {
  args: { activeId: 'apps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const ActiveChildItem: Story = {
  args: { activeId: 'company-team-members' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('button', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-current', 'true');
    await userEvent.click(company);
    await expect(canvas.getByRole('link', { name: 'Team members' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Locations' })).not.toHaveAttribute('aria-current');
  },
};
