import { adminCompaniesEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { handle, pending } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import CompaniesScreen from './CompaniesScreen';
import { acmeSummary, companyList, companyListHandler, manyCompanies } from './story-fixtures';

/**
 * /admin/companies: every company by name with VAT number, owner, city and verification state;
 * searched, filtered by state and paged, all three in the address.
 */
const meta = {
  title: 'Screens/Admin/Companies',
  component: CompaniesScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-companies', signedInAs: 'admin' },
    msw: [companyListHandler()],
  },
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(adminCompaniesEndpoints.listAdminCompanies)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminCompanies.title') })).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('adminCompanies.tableCaption') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Whether the list's read fails: LoadFailed starts failing and lets it recover before "Try again". */
let listFails = true;

/** A 500 from the server: the failure and "Try again", which loads again. */
export const LoadFailed: Story = {
  beforeEach: () => {
    listFails = true;
  },
  parameters: {
    msw: [
      // Until the play function lets the server recover; then the paging handler below answers.
      handle(adminCompaniesEndpoints.listAdminCompanies, () =>
        listFails ? HttpResponse.json({ message: 'Error' }, { status: 500 }) : undefined,
      ),
      companyListHandler(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminCompanies.loadFailed'))).toBeVisible();
    listFails = false;
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.retry') }));
    await expect(await canvas.findByRole('link', { name: acmeSummary.name })).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['route:admin-companies'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: acmeSummary.name });
    await expect(link).toHaveAttribute('href', `/admin/companies/${acmeSummary.id}`);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(companyList.length);
    await expect(rows[0]).toHaveTextContent(acmeSummary.vat_number);
    await expect(rows[0]).toHaveTextContent(acmeSummary.owner.name);
    await expect(rows[0]).toHaveTextContent(t('adminCompanies.filter.requested'));
  },
};

/** A search by owner finds their company; none found says so. */
export const Searched: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: acmeSummary.name });
    const search = canvas.getByRole('searchbox', { name: t('adminCompanies.search') });
    await userEvent.type(search, 'nora{Enter}');
    // The found company was listed before too, and the loading row is a row: wait for Acme to go
    // and the found company to be there, then count.
    await waitFor(() => {
      expect(canvas.queryByRole('link', { name: acmeSummary.name })).toBeNull();
      expect(canvas.getByRole('link', { name: 'Nordlicht Bühnentechnik GmbH' })).toBeVisible();
    });
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it{Enter}');
    await expect(await canvas.findByText(t('adminCompanies.noSearchResults'))).toBeVisible();
  },
};

/** The verification filter: companies waiting for verification only. */
export const FilteredByState: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: acmeSummary.name });
    await userEvent.click(canvas.getByRole('combobox', { name: t('adminCompanies.filter') }));
    await userEvent.click(await screen.findByRole('option', { name: t('adminCompanies.filter.validated') }));
    await waitFor(() => {
      expect(canvas.queryByRole('link', { name: acmeSummary.name })).toBeNull();
      expect(canvas.getByRole('link', { name: 'Bühnenwerk AG' })).toBeVisible();
    });
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { msw: [companyListHandler([])] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminCompanies.empty'))).toBeVisible();
  },
};

/** Sixty companies: 25 a page; the next page comes from the server. */
export const ManyRows: Story = {
  parameters: { msw: [companyListHandler(manyCompanies)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Company 01 GmbH' });
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.nextPage') }));
    await expect(await canvas.findByRole('link', { name: 'Company 26 GmbH' })).toBeVisible();
  },
};

/** On a phone (spec §9 mobile) the table still reads. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: acmeSummary.name })).toBeVisible();
  },
};
