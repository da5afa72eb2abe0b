import { endpoints, uploadLimitBytes } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { ProfilePanel } from './ProfilePanel';
import { emptyProfile, filledProfile, profileHandlers } from './story-fixtures';

/** An image of the given size, drawn in the browser. */
async function image(width: number, height: number, type = 'image/png', name = 'avatar.png') {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'teal';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type })], name, { type });
}

const meta = {
  title: 'Screens/Profile/Avatar',
  component: ProfilePanel,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'profile', signedInAs: 'personal', toaster: true },
    msw: profileHandlers(emptyProfile),
  },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function uploadInput(canvasElement: HTMLElement) {
  return within(canvasElement).findByLabelText('Upload picture', {}, { timeout: 5000 });
}

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    const picture = within(canvasElement).getByRole('img', { name: 'Profile picture of Pia Private' });
    await waitFor(() => expect(picture).toHaveTextContent('PP'));
    await expect(input).toHaveAccessibleDescription('jpg or png, square, at least 250x250px, at most 3MB.');
    await expect(within(canvasElement).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  },
};

export const WithPicture: Story = {
  parameters: { msw: profileHandlers(filledProfile) },
  play: async ({ canvasElement }) => {
    await uploadInput(canvasElement);
    const picture = within(canvasElement).getByRole('img', { name: 'Profile picture of Pia Private' });
    await waitFor(() => expect(picture.querySelector('img')).not.toBeNull());
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(await uploadInput(canvasElement), await image(300, 300));
    await expect(await screen.findByText('File uploaded successfully.')).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove picture' })).toBeVisible();
    // The top bar shows the new picture: the session's user info is read again.
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalled());
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    const huge = new File([new Uint8Array(uploadLimitBytes + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    await expect(input).toHaveAccessibleDescription(/The file can not be larger than 3MB\./);
  },
};

export const NotSquare: Story = {
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    await userEvent.upload(input, await image(400, 300));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/The avatar must be square and at least 250x250px\./),
    );
  },
};

export const TooSmall: Story = {
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    await userEvent.upload(input, await image(200, 200));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/must be square and at least 250x250px/));
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    // The picker offers jpg and png only; a file dropped in anyway is refused all the same.
    await userEvent.upload(input, await image(300, 300, 'image/webp', 'avatar.webp'), { applyAccept: false });
    await expect(input).toHaveAccessibleDescription(/The avatar must be a jpg or png image\./);
  },
};

export const RefusedByServer: Story = {
  parameters: {
    msw: [
      handle(endpoints.uploadAvatar, () =>
        validationFailure({ file: ['The avatar must be square and at least 250x250px.'] }),
      ),
      ...profileHandlers(emptyProfile),
    ],
  },
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    await userEvent.upload(input, await image(300, 300));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/must be square/));
    await expect(screen.queryByText('File uploaded successfully.')).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  parameters: { msw: [pending(endpoints.uploadAvatar), ...profileHandlers(emptyProfile)] },
  play: async ({ canvasElement }) => {
    const input = await uploadInput(canvasElement);
    await userEvent.upload(input, await image(300, 300));
    await waitFor(() => expect(input).toBeDisabled());
  },
};

export const Removed: Story = {
  parameters: { msw: profileHandlers(filledProfile) },
  play: async ({ canvasElement }) => {
    await uploadInput(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove picture' }));
    await expect(await screen.findByText('Successfully deleted.')).toBeInTheDocument();
    const picture = within(canvasElement).getByRole('img', { name: 'Profile picture of Pia Private' });
    await waitFor(() => expect(picture).toHaveTextContent('PP'));
  },
};
