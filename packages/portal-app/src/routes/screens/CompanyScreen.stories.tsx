import { companyEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { activityHandlers, exampleEvents } from '../../features/company-activity/activity-fixtures';
import { ownership, ownershipHandlers } from '../../features/company-ownership/ownership-fixtures';
import { verificationHandlers, verifications } from '../../features/company-verification/verification-fixtures';
import { acmeCompany, companyHandlers } from '../../features/company/story-fixtures';
import { pathTo } from '../../route-table/path-to';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
import CompanyScreen from './CompanyScreen';

/** The sections below the profile, as the stories of their features answer them. */
const otherSections = [
  ...verificationHandlers(verifications.declined),
  ...ownershipHandlers(ownership),
  ...activityHandlers(exampleEvents(8)),
];

/**
 * /company: the current company's profile. Its owner (and whoever may edit it) edits name, contact,
 * address and logo; a team member who may only view it reads it. Owner and verification state show
 * to both; below, the verification for both, the ownership and the activity log for the owner only.
 */
const meta = {
  title: 'Screens/Company',
  component: CompanyScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company', signedInAs: 'owner', toaster: true },
    msw: [...companyHandlers(acmeCompany), ...otherSections],
  },
} satisfies Meta<typeof CompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, once the company has loaded. */
async function companyForm(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: t.field('name') }, { timeout: 5000 });
  return canvas;
}

const save = (canvas: ReturnType<typeof within>, t: StoryText) =>
  userEvent.click(canvas.getByRole('button', { name: t('company.save') }));

/** An image of the given size, drawn in the browser. */
async function image(width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'teal';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'logo.png', { type: 'image/png' });
}

/** Until the company has loaded, the page says so, announced as a status. */
export const Loading: Story = {
  parameters: { msw: [pending(companyEndpoints.getCompany), ...otherSections] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.loading'))).toHaveAttribute('role', 'status');
  },
};

export const Editable: Story = {
  tags: ['route:company'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.company.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('name') })).toHaveValue('Acme Events GmbH');
    await expect(canvas.getByRole('textbox', { name: t.field('website') })).toHaveValue('https://acme.example');
    await expect(canvas.getByRole('textbox', { name: t.field('phone.country_code') })).toHaveValue('+49');
    await expect(canvas.getByRole('combobox', { name: t.field('country') })).toHaveTextContent(t.country('DE'));
    // The owner and the state among the profile's details (the activity log below names people and
    // requests too).
    const details = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(details).toContain('Olivia Owner');
    await expect(details).toContain(t('company.validationState.requested'));
    await expect(canvas.getByLabelText(t('company.logo.upload'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('company.create.promptLink') })).toHaveAttribute(
      'href',
      pathTo('company-create'),
    );
  },
};

/** A team member with the view right only: the profile as text, no form, no logo upload. */
export const ReadOnly: Story = {
  parameters: {
    app: { routeName: 'company', signedInAs: 'member', toaster: true },
    msw: [...companyHandlers({ ...acmeCompany, validation_state: 'validated' }), ...otherSections],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.readOnly'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('DE123456789')).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toContain(
      t('company.validationState.validated'),
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(t('company.logo.upload'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('company.save') })).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    const website = canvas.getByRole('textbox', { name: t.field('website') });
    await userEvent.clear(website);
    await userEvent.type(website, 'https://www.acme.example');
    await save(canvas, t);
    await expect(await screen.findByText(t('forms.saved'))).toBeInTheDocument();
    await expect(website).toHaveValue('https://www.acme.example');
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(companyEndpoints.updateCompany), ...companyHandlers(acmeCompany), ...otherSections] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('city') }), '-Mitte');
    await save(canvas, t);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('company.save') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The browser checks the contract's rules before sending: a website that is no address, an empty name. */
export const RefusedBeforeSending: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await userEvent.clear(canvas.getByRole('textbox', { name: t.field('name') }));
    const website = canvas.getByRole('textbox', { name: t.field('website') });
    await userEvent.clear(website);
    await userEvent.type(website, 'acme');
    await save(canvas, t);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t.field('name') })).toHaveAccessibleDescription(
        t.validation('required', 'name'),
      ),
    );
    await expect(website).toHaveAccessibleDescription(t.validation('url'));
  },
};

/** The server's 422: its first message per field shows at the field, a phone part included. */
export const RefusedByServer: Story = {
  parameters: {
    msw: [
      handle(companyEndpoints.updateCompany, () =>
        validationFailure({
          vat_number: ['The field "VAT number" contains a value in the wrong format.'],
          'phone.country_code': ['The field "Country code" cannot be empty.'],
        }),
      ),
      ...companyHandlers(acmeCompany),
      ...otherSections,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('vat_number') }), 'X');
    await save(canvas, t);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t.field('vat_number') })).toHaveAccessibleDescription(
        'The field "VAT number" contains a value in the wrong format.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: t.field('phone.country_code') })).toHaveAccessibleDescription(
      'The field "Country code" cannot be empty.',
    );
    await expect(screen.queryByText(t('forms.saved'))).not.toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: [fail(companyEndpoints.updateCompany, 500), ...companyHandlers(acmeCompany), ...otherSections] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('city') }), '-Mitte');
    await save(canvas, t);
    await expect(await screen.findByText(t('forms.saveFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t.field('city') })).toHaveValue('Berlin-Mitte');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(companyEndpoints.getCompany, 500), ...otherSections] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.retry') })).toBeVisible();
  },
};

export const LogoUploaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await userEvent.upload(canvas.getByLabelText(t('company.logo.upload')), await image(300, 300));
    await expect(await screen.findByText(t('forms.fileUploaded'))).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: t('company.logo.remove') })).toBeVisible();
  },
};

/** A logo that is not square is refused before it is sent, in the logo's words. */
export const LogoRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    const input = canvas.getByLabelText(t('company.logo.upload'));
    await userEvent.upload(input, await image(400, 300));
    await waitFor(() => expect(input).toHaveAccessibleDescription(containing(t.validation('logo_dimensions'))));
  },
};

/** The server has the last word on the bytes: its refusal shows at the control. */
export const LogoRefusedByServer: Story = {
  parameters: {
    msw: [
      handle(companyEndpoints.uploadCompanyLogo, () =>
        validationFailure({ file: ['The logo must be a jpg or png image.'] }),
      ),
      ...companyHandlers(acmeCompany),
      ...otherSections,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    const input = canvas.getByLabelText(t('company.logo.upload'));
    await userEvent.upload(input, await image(300, 300));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/jpg or png image/));
    await expect(screen.queryByText(t('forms.fileUploaded'))).not.toBeInTheDocument();
  },
};

const sectionHeadings = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);

/** The owner's own sections follow the profile and the verification: ownership, then the activity log. */
export const OwnerSections: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await companyForm(canvasElement, t);
    await waitFor(async () =>
      expect(await sectionHeadings(canvasElement)).toEqual(
        expect.arrayContaining([
          t('company.verification.heading'),
          t('company.ownership.heading'),
          t('company.activity.heading'),
        ]),
      ),
    );
    await expect(await canvas.findByRole('combobox', { name: t.field('new_owner') })).toBeVisible();
  },
};

/** A team member sees the verification too, and cannot change it; the owner's sections stay hidden. */
export const TeamMemberSections: Story = {
  parameters: { app: { routeName: 'company', signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.verification.state.declined'))).toBeVisible();
    const headings = await sectionHeadings(canvasElement);
    await expect(headings).toContain(t('company.verification.heading'));
    await expect(headings).not.toContain(t('company.ownership.heading'));
    await expect(headings).not.toContain(t('company.activity.heading'));
    await expect(canvas.queryByRole('button', { name: t('company.verification.request') })).not.toBeInTheDocument();
  },
};
