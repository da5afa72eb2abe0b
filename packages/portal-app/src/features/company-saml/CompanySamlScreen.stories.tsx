import { companySamlEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, recoveringRead, respond, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import CompanySamlScreen from './CompanySamlScreen';
import {
  active,
  emptySaml,
  expiring,
  fromMetadata,
  manual,
  samlHandlers,
  testFailed,
  testPassed,
} from './saml-fixtures';

/**
 * /company/settings ("Authentication"): the owner's SAML single sign-on. What the IdP needs of us, the
 * IdP's side (metadata URL, metadata, or by hand), the test sign-in and activation, the email domains.
 */
const meta = {
  title: 'Screens/Company/Single sign-on',
  component: CompanySamlScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company-settings', signedInAs: 'owner', toaster: true },
    msw: samlHandlers(emptySaml),
  },
} satisfies Meta<typeof CompanySamlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(companySamlEndpoints.getCompanySaml)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('company.saml.loading'))).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(companySamlEndpoints.getCompanySaml, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.saml.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.saml.retry') })).toBeEnabled();
  },
};

const samlRead = recoveringRead(companySamlEndpoints.getCompanySaml, { data: emptySaml });

/** "Try again" once the server answers again: the settings load, our signing certificate folded. */
export const RetryAfterLoadFailed: Story = {
  tags: ['no-visual'],
  beforeEach: samlRead.fail,
  parameters: { msw: [samlRead.handler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.saml.loadFailed'))).toBeVisible();
    samlRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('company.saml.retry') }));
    await expect(await canvas.findByText(emptySaml.service_provider.acs_url)).toBeVisible();
    await expect(canvas.getByText(emptySaml.service_provider.slo_url)).toBeVisible();
    // Our signing certificate, folded until asked for.
    await userEvent.click(canvas.getByText(t('company.saml.sp.signingCertificateShow')));
    await expect(canvas.getByText(/-----BEGIN CERTIFICATE-----/)).toBeVisible();
  },
};

/** Nothing set up yet: our side to hand to the IdP, the metadata URL to fill in; nothing to test. */
export const Empty: Story = {
  tags: ['route:company-settings'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(emptySaml.service_provider.entity_id)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('company.saml.sp.metadata') })).toHaveAttribute(
      'href',
      emptySaml.service_provider.metadata_url,
    );
    await expect(canvas.getByRole('radio', { name: t('company.saml.source.url') })).toBeChecked();
    await expect(canvas.getByLabelText(t.field('metadata_url'))).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('company.saml.test.button') })).toBeDisabled();
    await expect(canvas.getByText(t('company.saml.domains.empty'))).toBeVisible();
  },
};

export const FromMetadata: Story = {
  parameters: { msw: samlHandlers(fromMetadata) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t.field('metadata_url'))).toHaveValue(fromMetadata.metadata_url);
    // Both certificates of a rotation.
    await expect(canvas.getByText('CN=idp.acme.example')).toBeVisible();
    await expect(canvas.getByText('CN=idp.acme.example (2027)')).toBeVisible();
    await expect(canvas.queryByText(t('company.saml.certificate.expiring'))).not.toBeInTheDocument();
    await expect(canvas.getByText(t('company.saml.domains.verified'))).toBeVisible();
  },
};

/** Saving the metadata URL: the server fetches it and answers the settings. */
export const SavesMetadataUrl: Story = {
  tags: ['no-visual'],
  parameters: { msw: samlHandlers(fromMetadata) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(t.field('metadata_url'));
    await userEvent.clear(field);
    await userEvent.type(field, 'https://idp.acme.example/other.xml');
    await userEvent.click(canvas.getByRole('button', { name: t('company.saml.save') }));
    await expect(await within(document.body).findByText(t('company.saml.saved'))).toBeInTheDocument();
  },
};

export const Manual: Story = {
  parameters: { msw: samlHandlers(manual) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: t('company.saml.source.manual') })).toBeChecked();
    await expect(canvas.getByLabelText(t.field('saml_entity_id'))).toHaveValue(manual.saml_entity_id);
    await expect(canvas.getByLabelText(t.field('login_url'))).toHaveValue(manual.login_url);
    await expect(canvas.getByLabelText(t.field('certificate'))).toBeVisible();
  },
};

/** The server refuses what is not an X.509 certificate (spec §5 "Invalid certificate"). */
export const InvalidCertificate: Story = {
  parameters: {
    msw: [
      respond(companySamlEndpoints.getCompanySaml, { data: manual }),
      handle(companySamlEndpoints.updateCompanySaml, () => validationFailure({ certificate: ['Invalid certificate'] })),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const certificate = await canvas.findByLabelText(t.field('certificate'));
    await userEvent.type(certificate, 'not a certificate');
    await userEvent.click(canvas.getByRole('button', { name: t('company.saml.save') }));
    await waitFor(() => expect(certificate).toHaveAccessibleDescription(/Invalid certificate/));
  },
};

export const ExpiringCertificate: Story = {
  parameters: { msw: samlHandlers(expiring) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('company.saml.certificate.expiring'))).toBeVisible();
  },
};

export const TestPassed: Story = {
  parameters: { msw: samlHandlers(testPassed) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const result = await canvas.findByRole('region', { name: t('company.saml.test.passed') });
    await expect(within(result).getByText('_8f2c41d9a0')).toBeVisible();
    await expect(within(result).getByText('email: pia@acme.example')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.saml.activate') })).toBeEnabled();
  },
};

export const TestFailed: Story = {
  parameters: { msw: samlHandlers(testFailed) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const result = await within(canvasElement).findByRole('region', { name: t('company.saml.test.failed') });
    await expect(within(result).getByText(/not signed with the identity provider certificate/)).toBeVisible();
  },
};

/** Activation before a passed test: the server's refusal shows beside the button. */
export const ActivationRefused: Story = {
  parameters: {
    msw: [
      respond(companySamlEndpoints.getCompanySaml, { data: fromMetadata }),
      fail(companySamlEndpoints.setCompanySamlActivation, 409, {
        message: 'Single sign-on can be activated once a test sign-in with the saved settings has passed.',
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.saml.activate') }));
    await expect(await canvas.findByText(/once a test sign-in with the saved settings has passed/)).toBeVisible();
  },
};

export const Active: Story = {
  parameters: { msw: samlHandlers(active) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.saml.active'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.saml.deactivate') })).toBeVisible();
  },
};

export const AddsDomain: Story = {
  tags: ['no-visual'],
  parameters: { msw: samlHandlers(fromMetadata) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.field('domain')), 'events.acme.example');
    await userEvent.click(canvas.getByRole('button', { name: t('company.saml.domains.add') }));
    await expect(
      await canvas.findByRole('button', { name: t('company.saml.domains.verify', { domain: 'events.acme.example' }) }),
    ).toBeVisible();
  },
};
