import { endpoints, uploadLimitBytes } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
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

/**
 * The profile picture on the profile (spec §9: jpg or png, square, at least 250x250px, at most 3MB): the
 * initials without a picture, the checks made before uploading, the server's refusal, uploading, and removing.
 * Each story shows the whole profile panel; the picture is at its top.
 */
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

async function uploadInput(canvasElement: HTMLElement, t: StoryText) {
  return within(canvasElement).findByLabelText(t('profile.avatar.upload'), {}, { timeout: 5000 });
}

export const Initials: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    const picture = within(canvasElement).getByRole('img', {
      name: t('profile.avatar.picture', { name: 'Pia Private' }),
    });
    await waitFor(() => expect(picture).toHaveTextContent('PP'));
    await expect(input).toHaveAccessibleDescription(t('profile.avatar.hint', { minSide: 250 }));
    await expect(
      within(canvasElement).queryByRole('button', { name: t('profile.avatar.remove') }),
    ).not.toBeInTheDocument();
  },
};

export const WithPicture: Story = {
  parameters: { msw: profileHandlers(filledProfile) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await uploadInput(canvasElement, t);
    const picture = within(canvasElement).getByRole('img', {
      name: t('profile.avatar.picture', { name: 'Pia Private' }),
    });
    await waitFor(() => expect(picture.querySelector('img')).not.toBeNull());
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.upload(await uploadInput(canvasElement, t), await image(300, 300));
    await expect(await screen.findByText(t('forms.fileUploaded'))).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('button', { name: t('profile.avatar.remove') })).toBeVisible();
    // The top bar shows the new picture: the session's user info is read again.
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalled());
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    const huge = new File([new Uint8Array(uploadLimitBytes + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    await expect(input).toHaveAccessibleDescription(containing(t.validation('file_too_large')));
  },
};

export const NotSquare: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    await userEvent.upload(input, await image(400, 300));
    await waitFor(() => expect(input).toHaveAccessibleDescription(containing(t.validation('avatar_dimensions'))));
  },
};

export const TooSmall: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    await userEvent.upload(input, await image(200, 200));
    await waitFor(() => expect(input).toHaveAccessibleDescription(containing(t.validation('avatar_dimensions'))));
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    // The picker offers jpg and png only; a file dropped in anyway is refused all the same.
    await userEvent.upload(input, await image(300, 300, 'image/webp', 'avatar.webp'), { applyAccept: false });
    await expect(input).toHaveAccessibleDescription(containing(t.validation('avatar_type')));
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
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    await userEvent.upload(input, await image(300, 300));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/must be square/));
    await expect(screen.queryByText(t('forms.fileUploaded'))).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  parameters: { msw: [pending(endpoints.uploadAvatar), ...profileHandlers(emptyProfile)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await uploadInput(canvasElement, t);
    await userEvent.upload(input, await image(300, 300));
    // Busy, yet focusable: whoever picked the file keeps the focus there.
    await waitFor(() => expect(input).toHaveAttribute('aria-disabled', 'true'));
    await expect(input).toHaveFocus();
  },
};

export const Removed: Story = {
  parameters: { msw: profileHandlers(filledProfile) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await uploadInput(canvasElement, t);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('profile.avatar.remove') }));
    await expect(await screen.findByText(t('forms.deleted'))).toBeInTheDocument();
    const picture = within(canvasElement).getByRole('img', {
      name: t('profile.avatar.picture', { name: 'Pia Private' }),
    });
    await waitFor(() => expect(picture).toHaveTextContent('PP'));
  },
};
