import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { pathTo } from '../../route-table/path-to';
import { SignInSteps } from './SignInSteps';

const uid = '3kXq9';

/** The sign-in page with the steps beside the form (issue 30): its links, and where they lead. */
const meta = {
  title: 'Screens/Sign-in steps/On the sign-in page',
  component: SignInSteps,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'sign-in', path: pathTo('sign-in', { uid }) },
    msw: [respond(endpoints.getSignInInteraction, { data: { uid, login_hint: null } })],
  },
  args: {
    uid: Promise.resolve(uid),
    productName: 'Eventsuite',
    signUpOpen: true,
    onOpenTerms: fn(),
    pathname: pathTo('sign-in', { uid }),
  },
} satisfies Meta<typeof SignInSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinks: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('accountSecurity.createAccount') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.forgotPassword') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('accountSecurity.reset.heading') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.backToSignIn') }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('signIn.heading', { productName: 'Eventsuite' }) }),
    ).toBeVisible();
  },
};

export const SignUpClosed: Story = {
  args: { signUpOpen: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('accountSecurity.forgotPassword') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('accountSecurity.createAccount') })).toBeNull();
  },
};

export const OpensSignUp: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.createAccount') }));
    const heading = await canvas.findByRole('heading', { level: 1, name: t('accountSecurity.signUp.heading') });
    await waitFor(() => expect(heading).toHaveFocus());
    // The terms and conditions open from the acceptance sentence beside the checkbox.
    const acceptance = canvas.getByRole('checkbox').closest('label')!;
    await userEvent.click(within(acceptance).getByRole('button'));
    await expect(args.onOpenTerms).toHaveBeenCalled();
  },
};
