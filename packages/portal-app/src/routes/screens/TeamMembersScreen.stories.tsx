import { teamMembersEndpoints, teamMembersPerPage } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  detailOf,
  listHandler,
  manyMembers,
  memberHandlers,
  someMembers,
} from '../../features/team-members/story-fixtures';
import { pathTo } from '../../route-table/path-to';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import TeamMembersScreen from './TeamMembersScreen';

/** /company/team-members: the company's team members, paged and searched, the page and search in the address. */
const meta = {
  title: 'Screens/Company/Team members',
  component: TeamMembersScreen,
  decorators: [appDecorator],
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember'),
      signedInAs: 'owner',
    },
    // The members' own pages too: a link in the list opens the member as in the product.
    msw: [listHandler(someMembers), ...memberHandlers(...someMembers.map(detailOf))],
  },
} satisfies Meta<typeof TeamMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, t: StoryText) =>
  within(canvasElement).findByRole('table', { name: t('teamMembers.table.caption') }, { timeout: 5000 });

export const Filled: Story = {
  tags: ['route:company-team-members-teamMember'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.companyTeamMembers.title') })).toBeVisible();
    const rows = within(await table(canvasElement, t));
    await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(someMembers.length));
    await expect(rows.getByRole('link', { name: 'Anna Amrein' })).toHaveAttribute(
      'href',
      pathTo('company-team-members-teamMember', { teamMember: 'u-anna' }),
    );
    const lena = rows.getByRole('row', { name: /Lena Locked/ });
    await expect(within(lena).getByText(t('teamMembers.locked'))).toBeVisible();
    const olivia = rows.getByRole('row', { name: /Olivia Owner/ });
    await expect(within(olivia).getByText(t('teamMembers.owner'))).toBeVisible();
    await expect(within(olivia).getByText('Crew Planner, Timesheets')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('teamMembers.search') })).toHaveValue('');
    // The owner may add people: the way there is above the list.
    await expect(canvas.getByRole('link', { name: t('route.companyTeamMembersCreate.title') })).toHaveAttribute(
      'href',
      pathTo('company-team-members-create'),
    );
  },
};

/** On a 375 px phone each member is a card: name and email on top, then position, location, role and apps. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const rows = within(await table(canvasElement, t));
    const anna = await rows.findByRole('row', { name: /Anna Amrein/ });
    await expect(within(anna).getByText('anna.amrein@acme.example')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Clicking through, as a reviewer of the screen group would: a member's name opens their page. */
export const OpensAMember: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const rows = within(await table(canvasElement, t));
    await userEvent.click(await rows.findByRole('link', { name: 'Mia Manager' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Mia Manager' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(t('teamMember.loadFailed'))).toBeNull();
  },
};

/** A member who may see the team but not add to it finds no "Add team members". */
export const AsMemberWithoutAddRight: Story = {
  tags: ['no-visual'],
  parameters: { app: { ...meta.parameters.app, signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await table(canvasElement, t);
    await expect(
      within(canvasElement).queryByRole('link', { name: t('route.companyTeamMembersCreate.title') }),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: [pending(teamMembersEndpoints.listTeamMembers)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await table(canvasElement, t)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('teamMembers.loading'));
  },
};

export const Empty: Story = {
  parameters: { msw: [listHandler([])] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('teamMembers.noMembers') })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ManyRowsPaging: Story = {
  parameters: { msw: [listHandler(manyMembers)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const paging = await canvas.findByRole('navigation', { name: t('teamMembers.paging') }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(paging).getByRole('status')).toHaveTextContent(
        t('teamMembers.paging.status', { page: 1, lastPage: 3, total: manyMembers.length }),
      ),
    );
    await userEvent.click(within(paging).getByRole('button', { name: t('teamMembers.paging.next') }));
    await waitFor(() =>
      expect(within(paging).getByRole('status')).toHaveTextContent(
        t('teamMembers.paging.status', { page: 2, lastPage: 3, total: manyMembers.length }),
      ),
    );
    const first = manyMembers[25]!;
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: `${first.first_name} ${first.last_name}` })).toBeVisible(),
    );
    await expect(within(paging).getByRole('button', { name: t('teamMembers.paging.previous') })).toBeEnabled();
  },
};

/** A broad search (every member's address holds the domain): the server counts it only so far. */
export const BroadSearch: Story = {
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', {}, { search: 'acme.example' }),
      signedInAs: 'owner',
    },
    msw: [listHandler(manyMembers, { countHorizon: 2 * teamMembersPerPage })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const paging = await canvas.findByRole('navigation', { name: t('teamMembers.paging') }, { timeout: 5000 });
    const countedSoFar = () =>
      waitFor(() =>
        expect(within(paging).getByRole('status')).toHaveTextContent(
          t('teamMembers.paging.statusMore', { page: 1, lastPage: 2, total: 2 * teamMembersPerPage }),
        ),
      );
    await countedSoFar();
    // The second page counts to the end: the exact number again; back on the first, "more than" again.
    await userEvent.click(within(paging).getByRole('button', { name: t('teamMembers.paging.next') }));
    await waitFor(() =>
      expect(within(paging).getByRole('status')).toHaveTextContent(
        t('teamMembers.paging.status', { page: 2, lastPage: 3, total: manyMembers.length }),
      ),
    );
    await userEvent.click(within(paging).getByRole('button', { name: t('teamMembers.paging.previous') }));
    await countedSoFar();
  },
};

export const Search: Story = {
  parameters: { msw: [listHandler(manyMembers)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await table(canvasElement, t);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('teamMembers.search') }), 'sound engineer{Enter}');
    await waitFor(() =>
      expect(
        canvas.getAllByRole('rowheader').every((cell) => cell.closest('tr')!.textContent!.includes('Sound engineer')),
      ).toBe(true),
    );
    await expect(canvas.getByRole('rowheader', { name: /Anna Amrein/ })).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', {}, { search: 'nobody here' }),
      signedInAs: 'owner',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('teamMembers.noSearchResults') })).toBeVisible();
    // The search came from the address, and shows in the field.
    await expect(canvas.getByRole('searchbox', { name: t('teamMembers.search') })).toHaveValue('nobody here');
  },
};

export const ServerError: Story = {
  parameters: { msw: [fail(teamMembersEndpoints.listTeamMembers, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t('teamMembers.loadFailed') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('teamMembers.retry') })).toBeEnabled();
  },
};
