import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Delete location</Button>
      <ConfirmDialog
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

const meta = {
  title: 'Design system/ConfirmDialog',
  // Open stories take over the whole page: on the docs page each renders in its own frame instead.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  component: ConfirmDialog,
  render: (args) => <ConfirmDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Delete location?',
    text: 'The location "Main hall" will be deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
    tone: 'default',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete location' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete location?' });
  return { trigger, dialog };
}

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete location?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    // The safe choice has the focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Destructive: Story = {
  args: { open: true, tone: 'destructive' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete location?' });
    // The danger button: strong red (the theme's danger token), not a greyed-out look.
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Delete' })).backgroundColor).toBe(
      'rgb(198, 40, 40)',
    );
  },
};

export const ConfirmCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCancelsAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const BackgroundClickDoesNotClose: Story = {
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>('.rt-BaseDialogOverlay')!);
    await expect(screen.getByRole('alertdialog', { name: 'Delete location?' })).toHaveAttribute('data-state', 'open');
  },
};

let finishDeletion: () => void = () => {};

export const BusyUntilConfirmResolves: Story = {
  args: {
    tone: 'destructive',
    onConfirm: fn(() => new Promise<void>((resolve) => (finishDeletion = resolve))),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not abandon a running action.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'open');
    finishDeletion();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const StaysOpenWhenConfirmFails: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Request failed'))) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'false'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(screen.getByRole('alertdialog', { name: 'Delete location?' })).toHaveAttribute('data-state', 'open');
  },
};
