import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal';
import { Footer, type StaticPageType } from './Footer';

const labels = { terms: 'Terms and Conditions', privacy: 'Privacy', imprint: 'Imprint', about: 'About' };

// What the app fetches from the static pages endpoint, as HTML.
const pageHtml: Record<StaticPageType, string> = {
  terms: '<p>These terms apply to every use of the portal.</p>',
  privacy: '<p>We process your data only to run the portal.</p>',
  imprint: '<p>Eventsuite GmbH, Example Street 1, Berlin.</p>',
  about: '<p>Eventsuite plans events and crews.</p>',
};

const meta = {
  title: 'Design system/Footer',
  component: Footer,
  args: { labels, onOpenPage: fn(), navLabel: 'Legal', copyright: '© 2026 Eventsuite GmbH' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Legal' }));
    const buttons = nav.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Terms and Conditions',
      'Privacy',
      'Imprint',
      'About',
    ]);
    await userEvent.click(nav.getByRole('button', { name: 'Imprint' }));
    await expect(args.onOpenPage).toHaveBeenCalledWith('imprint');
    nav.getByRole('button', { name: 'About' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenPage).toHaveBeenLastCalledWith('about');
  },
};

/** App pages (the accessibility statement) sit in the same list, after the static pages, as links. */
export const WithPageLinks: Story = {
  args: { pageLinks: [{ href: '/accessibility', label: 'Accessibility' }] },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Legal' }));
    const items = nav.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[4]!).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  },
};

export const WithLanguageSwitcher: Story = {
  args: {
    extra: (
      <label>
        Language{' '}
        <select defaultValue="en">
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </label>
    ),
  },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(footer.getByText('© 2026 Eventsuite GmbH')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Links and copyright stack on phones.
    const nav = canvas.getByRole('navigation', { name: 'Legal' }).getBoundingClientRect();
    const copyright = canvas.getByText('© 2026 Eventsuite GmbH').getBoundingClientRect();
    await expect(copyright.top).toBeGreaterThanOrEqual(nav.bottom);
  },
};

export const OpensAModal: Story = {
  // As in the app: the chosen page opens in a Modal with its HTML.
  render: function Render(args) {
    const [page, setPage] = useState<StaticPageType | null>(null);
    return (
      <>
        <Footer
          {...args}
          onOpenPage={(type) => {
            setPage(type);
            args.onOpenPage(type);
          }}
        />
        <Modal
          open={page !== null}
          onOpenChange={(open) => !open && setPage(null)}
          title={page ? labels[page] : ''}
          closeLabel="Close"
        >
          {page ? <div dangerouslySetInnerHTML={{ __html: pageHtml[page] }} /> : null}
        </Modal>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const privacy = within(canvasElement).getByRole('button', { name: 'Privacy' });
    await userEvent.click(privacy);
    await expect(args.onOpenPage).toHaveBeenCalledWith('privacy');
    const dialog = await screen.findByRole('dialog', { name: 'Privacy' });
    // Visible once the modal's opening animation has run.
    await waitFor(() => expect(within(dialog).getByText(/process your data/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(privacy).toHaveFocus();
  },
};
