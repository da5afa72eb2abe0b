import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activityHandlers, exampleEvents } from '../../features/company-activity/activity-fixtures';
import { ownership, ownershipHandlers } from '../../features/company-ownership/ownership-fixtures';
import { verificationHandlers, verifications } from '../../features/company-verification/verification-fixtures';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText } from '../../storybook/story-text';
import CompanyScreen from './CompanyScreen';

/** /company: the sections of the company; the owner's own ones only for the owner. */
const meta = {
  title: 'Screens/Company',
  component: CompanyScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company', signedInAs: 'owner', toaster: true },
    msw: [
      ...verificationHandlers(verifications.declined),
      ...ownershipHandlers(ownership),
      ...activityHandlers(exampleEvents(8)),
    ],
  },
} satisfies Meta<typeof CompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);

export const Owner: Story = {
  tags: ['route:company'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.company.title') })).toBeVisible();
    await expect(await headings(canvasElement)).toEqual([
      t('company.verification.heading'),
      t('company.ownership.heading'),
      t('company.activity.heading'),
    ]);
    await expect(await canvas.findByRole('combobox', { name: t.field('new_owner') })).toBeVisible();
  },
};

/** A team member sees the verification only, and cannot change it. */
export const TeamMember: Story = {
  parameters: { app: { routeName: 'company', signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await headings(canvasElement)).toEqual([t('company.verification.heading')]);
    await expect(await canvas.findByText(t('company.verification.state.declined'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('company.verification.request') })).not.toBeInTheDocument();
  },
};
