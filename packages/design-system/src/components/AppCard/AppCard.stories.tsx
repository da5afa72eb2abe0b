import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppCard } from './AppCard';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="18" fill="#2f6f9f"/><circle cx="48" cy="42" r="22" fill="#9fd3f5"/></svg>',
)}`;

const meta = {
  title: 'Design system/AppCard',
  parameters: { layout: 'centered' },
  component: AppCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: 300 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
  args: {
    name: 'Crew Planner',
    description: 'Plan shifts and crews for your events.',
    href: '#crew-planner',
  },
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Crew Planner' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Crew Planner' })).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Crew Planner' })).toHaveAttribute('href', '#crew-planner');
    // The letter tile is decorative: no image is announced.
    await expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const InstalledWithLogo: Story = {
  args: { logoSrc: logo, badge: 'Installed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Crew Planner' })).toHaveTextContent('Installed');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Right below a page's title (h1), the names are level 2 headings. */
export const BelowThePageTitle: Story = {
  args: { headingLevel: 2, badge: 'Installed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Crew Planner' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    description:
      'Find freelance crew by skill, place and date. Save the people you like, contact them from their profile, and book them for your next production without a single phone call.',
    action: (
      <button type="button" onClick={fn()}>
        Install
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Crew Planner' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Install' })).toHaveFocus();
  },
};
