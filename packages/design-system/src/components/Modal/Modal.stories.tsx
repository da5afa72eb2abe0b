import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import { Modal, type ModalProps } from './Modal';

/** Renders a trigger button and the modal, keeping `open` in state like a screen would. */
function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open terms</Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

const terms = (
  <p style={{ margin: 0 }}>
    These terms govern your use of the Eventsuite account portal. By signing in you agree to them.
  </p>
);

const meta = {
  title: 'Design system/Modal',
  // Open stories take over the whole page: on the docs page each renders in its own frame instead.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Terms and Conditions',
    closeLabel: 'Close',
    children: terms,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openModal(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open terms' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { trigger, dialog };
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open terms' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    // Wait for the opening animation.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByText(/govern your use/)).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { open: true, title: 'Imprint', description: 'Who is responsible for this service.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    await expect(dialog).toHaveAccessibleDescription('Who is responsible for this service.');
  },
};

export const Busy: Story = {
  args: { open: true, busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    const body = dialog.querySelector('[aria-busy="true"]');
    await expect(body).not.toBeNull();
    await expect(within(dialog).getByText(/govern your use/)).not.toBeVisible();
  },
};

export const NarrowWidth: Story = {
  args: { open: true, maxWidth: '400px' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openModal(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(trigger).toHaveFocus();
  },
};

export const BackgroundClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openModal(canvasElement);
    const overlay = document.querySelector<HTMLElement>('.rt-BaseDialogOverlay');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(trigger).toHaveFocus();
  },
};

export const FocusIsTrapped: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        Read the <a href="#privacy">privacy policy</a> as well.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    // Tab through every focusable element twice: focus must never leave the dialog.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};
