import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import { clearToasts, toast, Toaster, TOAST_DURATION_MS } from './Toaster';

const meta = {
  title: 'Design system/Toaster',
  component: Toaster,
  args: { label: 'Notifications', dismissLabel: 'Dismiss' },
  // The store is module-level: start every story empty.
  beforeEach: () => clearToasts(),
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, padding: 24 }}>
      <Button onClick={() => toast({ variant: 'success', message: 'Saved successfully.' })}>Save</Button>
      <Button variant="soft" color="gray" onClick={() => toast({ variant: 'error', message: 'Request failed.' })}>
        Fail
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Saved successfully.');
    await expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Request failed.');
  },
};

export const Stacked: Story = {
  play: async () => {
    toast({ variant: 'success', message: 'Saved successfully.' });
    toast({ variant: 'success', message: 'Invitation has been sent.' });
    toast({ variant: 'error', message: 'Failed to save.' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3));
  },
};

export const DisappearsAfterDuration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const shownAt = Date.now();
    await expect(screen.getByText('Saved successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saved successfully.')).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + 3000,
    });
    await expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 50);
  },
};

export const Dismissable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(screen.queryByText('Request failed.')).not.toBeInTheDocument();
  },
};

export const StaysWhileFocused: Story = {
  play: async () => {
    toast({ variant: 'error', message: 'Failed to send.' });
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 300));
    await expect(screen.getByText('Failed to send.')).toBeInTheDocument();
    // Keyboard dismissal.
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByText('Failed to send.')).not.toBeInTheDocument();
  },
};
