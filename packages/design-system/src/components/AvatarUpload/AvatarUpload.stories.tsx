import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';

const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250"><rect width="250" height="250" fill="teal"/><circle cx="125" cy="100" r="50" fill="wheat"/></svg>',
)}`;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function AvatarUploadDemo(props: AvatarUploadProps) {
  const [src, setSrc] = useState(props.src);
  return (
    <div style={{ padding: 24 }}>
      <AvatarUpload
        {...props}
        src={src}
        onFileSelected={(file) => {
          setSrc(portrait);
          props.onFileSelected(file);
        }}
        onRemove={() => {
          setSrc(undefined);
          props.onRemove?.();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/AvatarUpload',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: AvatarUpload,
  render: (args) => <AvatarUploadDemo {...args} />,
  args: {
    firstName: 'Anna',
    lastName: 'Schmidt',
    pictureLabel: 'Profile picture of Anna Schmidt',
    uploadLabel: 'Upload picture',
    removeLabel: 'Remove picture',
    accept: 'image/jpeg,image/png',
    hint: 'jpg or png, square, at least 250x250px, at most 3MB.',
    onFileSelected: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Profile picture of Anna Schmidt' })).toHaveTextContent('AS');
    await expect(canvas.getByLabelText('Upload picture')).toHaveAccessibleDescription(/at least 250x250px/);
    // Nothing to remove without a picture.
    await expect(canvas.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  },
};

export const WithPicture: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Profile picture of Anna Schmidt' });
    await waitFor(() => expect(picture.querySelector('img')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  },
};

export const UploadByKeyboardAndPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Upload picture');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = png();
    await userEvent.upload(input, file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('button', { name: 'Remove picture' })).toBeVisible();
  },
};

export const Remove: Story = {
  args: { src: portrait },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('img', { name: 'Profile picture of Anna Schmidt' })).toHaveTextContent('AS');
  },
};

export const Uploading: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Upload picture');
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    // A click opens no picker while the upload runs.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    input.dispatchEvent(click);
    await expect(click.defaultPrevented).toBe(true);
    await expect(args.onFileSelected).not.toHaveBeenCalled();
  },
};

/** Whoever picked the file keeps the focus on the upload control while it uploads. */
export const FocusStaysWhileUploading: Story = {
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    return (
      <AvatarUploadDemo
        {...args}
        busy={busy}
        onFileSelected={(file) => {
          setBusy(true);
          args.onFileSelected(file);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Upload picture');
    await userEvent.upload(input, png());
    await expect(args.onFileSelected).toHaveBeenCalledOnce();
    await waitFor(() => expect(input).toHaveAttribute('aria-disabled', 'true'));
    await expect(input).toHaveFocus();
  },
};

export const Refused: Story = {
  args: { error: 'The avatar must be square and at least 250x250px.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Upload picture');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/must be square/);
  },
};
