import { companyEndpoints, type CompanyInput } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '../../route-table/path-to';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { storyText, type StoryText } from '../../storybook/story-text';
import CreateCompanyScreen from './CreateCompanyScreen';
import { acmeCompany, storedCompany } from './story-fixtures';

/** The server creates the company from the form, owned by the caller. */
const createsCompany = handle(companyEndpoints.createCompany, async ({ request }) =>
  HttpResponse.json({
    data: storedCompany(
      {
        ...acmeCompany,
        id: 'c-new',
        owner: { id: 'u-personal', name: 'Pia Private' },
        validation_state: 'not_validated',
      },
      (await request.json()) as CompanyInput,
    ),
  }),
);

/**
 * /company/create: any signed-in user creates a company and becomes its owner; a personal account
 * becomes a company account with it (ADR 0013). Once created, the app switches to the new company.
 */
const meta = {
  title: 'Screens/Company/Create',
  component: CreateCompanyScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company-create', signedInAs: 'personal', toaster: true },
    msw: [createsCompany],
  },
} satisfies Meta<typeof CreateCompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function nameField(canvasElement: HTMLElement, t: StoryText) {
  return within(canvasElement).findByRole('textbox', { name: t.field('name') }, { timeout: 5000 });
}

const submit = (canvasElement: HTMLElement, t: StoryText) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('company.create.submit') }));

/** A personal account creates its company and is switched to it, landing on its profile. */
export const Personal: Story = {
  tags: ['route:company-create'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const name = await nameField(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.companyCreate.title') })).toBeVisible();
    await expect(canvas.getByText(t('company.create.personalIntro'))).toBeVisible();
    await expect(name).toHaveValue('');
    await userEvent.type(name, 'Pia Events');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('website') }), 'https://pia.example');
    await submit(canvasElement, t);
    await waitFor(() => expect(storySession.switchAccount).toHaveBeenCalledWith('c-new', pathTo('company')));
  },
};

/** Someone already in a company creates another one. */
export const AnotherCompany: Story = {
  parameters: { app: { routeName: 'company-create', signedInAs: 'member', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await nameField(canvasElement, t);
    await expect(within(canvasElement).getByText(t('company.create.intro'))).toBeVisible();
  },
};

export const NameMissing: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const name = await nameField(canvasElement, t);
    await submit(canvasElement, t);
    await waitFor(() => expect(name).toHaveAccessibleDescription(t.validation('required', 'name')));
    await expect(storySession.switchAccount).not.toHaveBeenCalled();
  },
};

export const RefusedByServer: Story = {
  parameters: {
    msw: [handle(companyEndpoints.createCompany, () => validationFailure({ email: ['Invalid email address'] }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.type(await nameField(canvasElement, t), 'Pia Events');
    await submit(canvasElement, t);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: t.field('email') })).toHaveAccessibleDescription(
        'Invalid email address',
      ),
    );
    await expect(storySession.switchAccount).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(companyEndpoints.createCompany)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.type(await nameField(canvasElement, t), 'Pia Events');
    await submit(canvasElement, t);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: t('company.create.submit') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const CreateFailed: Story = {
  parameters: { msw: [fail(companyEndpoints.createCompany, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.type(await nameField(canvasElement, t), 'Pia Events');
    await submit(canvasElement, t);
    await expect(await screen.findByText(t('forms.saveFailed'))).toBeInTheDocument();
    await expect(storySession.switchAccount).not.toHaveBeenCalled();
  },
};
