import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Person {
  id: string;
  name: string;
  position: string;
  location: string;
}

const people: Person[] = Array.from({ length: 60 }, (_, index) => ({
  id: `p-${index + 1}`,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  position: ['Rigger', 'Sound engineer', 'Stagehand'][index % 3]!,
  location: index % 2 === 0 ? 'Zürich' : 'Winterthur',
}));

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (person) => <a href={`#${person.id}`}>{person.name}</a>, rowHeader: true },
  { key: 'position', header: 'Position', cell: (person) => person.position },
  { key: 'location', header: 'Location', cell: (person) => person.location },
];

const perPage = 10;

/** A list the way a screen drives it: search and page in its state (a screen keeps them in the address). */
function PeopleTable(props: DataTableProps<Person>) {
  const [search, setSearch] = useState(props.search);
  const [page, setPage] = useState(props.page);
  const found = props.rows?.filter((person) => person.name.toLowerCase().includes(search.toLowerCase()));
  const lastPage = found ? Math.max(1, Math.ceil(found.length / perPage)) : props.lastPage;
  return (
    <DataTable
      {...props}
      search={search}
      onSearch={(next) => {
        setSearch(next);
        setPage(1);
        props.onSearch(next);
      }}
      page={page}
      lastPage={lastPage}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      rows={found?.slice((page - 1) * perPage, page * perPage)}
    />
  );
}

const meta = {
  title: 'Design system/DataTable',
  component: DataTable,
  render: (args) => <PeopleTable {...(args as DataTableProps<Person>)} />,
  args: {
    caption: 'Team members',
    columns: columns as DataTableColumn<unknown>[],
    rows: people.slice(0, 8),
    rowKey: (row) => (row as Person).id,
    search: '',
    onSearch: fn(),
    page: 1,
    lastPage: 1,
    onPageChange: fn(),
    labels: {
      search: 'Search team members',
      searchSubmit: 'Search',
      paging: 'Pages',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      pageStatus: (page, lastPage) => `Page ${page} of ${lastPage}`,
      loading: 'Loading…',
    },
    empty: <EmptyState title="No team members yet." />,
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Team members' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Position', 'Location']);
    await expect(within(table).getByRole('rowheader', { name: 'Person 01' })).toBeVisible();
    // On a wide screen the column headers name the cells; the cells' own labels are for phones.
    const firstRow = within(table).getByRole('row', { name: /Person 01/ });
    await expect(within(within(firstRow).getAllByRole('cell')[0]!).getByText('Position')).not.toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    // One page only: no paging.
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  },
};

/**
 * On a phone every row is a card: its row header on top, then each value under its column's name. Nothing is
 * cut or scrolls sideways; the column headers stay for assistive technology.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Team members' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const row = within(table).getByRole('row', { name: /Person 01/ });
    const [position, location] = within(row).getAllByRole('cell');
    await expect(within(position!).getByText('Position')).toBeVisible();
    await expect(within(location!).getByText('Location')).toBeVisible();
    // Stacked, not side by side.
    await expect(location!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      position!.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Team members' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const ManyRowsPaging: Story = {
  args: { rows: people },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const paging = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(paging).getByRole('status')).toHaveTextContent('Page 1 of 6');
    await expect(within(paging).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // Keyboard only: from the last row's link, Tab passes the disabled previous-page button; Enter turns the page.
    canvas.getAllByRole('link').at(-1)!.focus();
    await userEvent.tab();
    await expect(within(paging).getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(paging).getByRole('status')).toHaveTextContent('Page 2 of 6');
    await expect(canvas.getByRole('rowheader', { name: 'Person 11' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(perPage + 1);
  },
};

export const Searching: Story = {
  args: { rows: people },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search team members' });
    await userEvent.type(field, '  person 42 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('person 42');
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Person 42']),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No team members yet.' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const NoSearchResults: Story = {
  args: { rows: people, search: 'nobody', empty: <EmptyState title="No search results found." /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search team members' })).toHaveValue('nobody');
    await expect(canvas.getByRole('region', { name: 'No search results found.' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    rows: undefined,
    error: (
      <EmptyState
        title="The team members could not be loaded."
        action={<Button variant="secondary">Try again</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'The team members could not be loaded.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: { actions: <Button>Create</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};
