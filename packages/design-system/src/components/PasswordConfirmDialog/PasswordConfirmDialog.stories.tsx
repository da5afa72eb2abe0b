import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import '../../radix-css/BaseButton.css';
import '../../radix-css/Button.css';
import { confirmDialogTones } from '../ConfirmDialog';
import { PasswordConfirmDialog, type PasswordConfirmDialogProps } from './PasswordConfirmDialog';

function PasswordConfirmDemo(props: PasswordConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Transfer ownership</Button>
      <PasswordConfirmDialog
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
  title: 'Design system/PasswordConfirmDialog',
  // Open stories take over the whole page: on the docs page each renders in its own frame instead.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  component: PasswordConfirmDialog,
  render: (args) => <PasswordConfirmDemo {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Transfer the ownership?',
    text: 'Max Moser will own Acme Events GmbH. You keep the rights of a team member and your apps.',
    passwordLabel: 'Password',
    confirmLabel: 'Transfer ownership',
    cancelLabel: 'Cancel',
    requiredMessage: 'The field "Password" cannot be empty.',
    onConfirm: fn(),
    onCancel: fn(),
    tone: 'default',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
} satisfies Meta<typeof PasswordConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Transfer ownership' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Transfer the ownership?' });
  return { trigger, dialog, password: within(dialog).getByLabelText('Password') };
}

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer the ownership?' });
    await expect(dialog).toHaveAccessibleDescription(/Max Moser will own/);
    // Focus starts where the user types.
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
  },
};

export const Destructive: Story = {
  args: { open: true, tone: 'destructive' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer the ownership?' });
    await expect(
      getComputedStyle(within(dialog).getByRole('button', { name: 'Transfer ownership' })).backgroundColor,
    ).toBe('rgb(198, 40, 40)');
  },
};

export const ConfirmsWithThePassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const { trigger, password } = await openDialog(canvasElement);
    await userEvent.type(password, 'my secret{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onConfirm).toHaveBeenCalledWith('my secret');
    await expect(trigger).toHaveFocus();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, password } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await expect(password).toHaveAccessibleDescription('The field "Password" cannot be empty.');
    await expect(password).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: {
    passwordError: 'Invalid password',
    onConfirm: fn(() => Promise.reject(new Error('422'))),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, password } = await openDialog(canvasElement);
    await userEvent.type(password, 'wrong{Enter}');
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'false'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(password).toHaveAccessibleDescription('Invalid password');
    // Ready for the next try: the field has focus again.
    await waitFor(() => expect(password).toHaveFocus());
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'open');
  },
};

export const DialogError: Story = {
  args: { open: true, error: 'Too many wrong passwords. Please try again in a few minutes.' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer the ownership?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many wrong passwords');
  },
};

let finish: () => void = () => {};

export const BusyUntilConfirmResolves: Story = {
  tags: ['no-visual'],
  args: { onConfirm: fn(() => new Promise<void>((resolve) => (finish = resolve))) },
  play: async ({ canvasElement }) => {
    const { dialog, password } = await openDialog(canvasElement);
    await userEvent.type(password, 'secret');
    const confirm = within(dialog).getByRole('button', { name: 'Transfer ownership' });
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'open');
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const EscapeCancelsAndForgetsThePassword: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const { trigger, password } = await openDialog(canvasElement);
    await userEvent.type(password, 'half typed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    const reopened = await openDialog(canvasElement);
    await expect(reopened.password).toHaveValue('');
  },
};

export const BackgroundClickDoesNotClose: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>('.rt-BaseDialogOverlay')!);
    await expect(screen.getByRole('alertdialog', { name: 'Transfer the ownership?' })).toHaveAttribute(
      'data-state',
      'open',
    );
  },
};
