import { ChevronLeftIcon, ChevronRightIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the cell a row header (`th scope="row"`), naming the row: the person, the location, … */
  rowHeader?: boolean;
}

export interface DataTableLabels {
  /** The search field's label, e.g. "Search team members". */
  search: string;
  /** The search button's label, e.g. "Search". */
  searchSubmit: string;
  /** The paging navigation's name, e.g. "Pages". */
  paging: string;
  previousPage: string;
  nextPage: string;
  /** Where the list is, e.g. "Page 2 of 7": read out when the page changes. */
  pageStatus: (page: number, lastPage: number) => string;
  /** Said while the rows load, e.g. "Loading…". */
  loading: string;
}

export interface DataTableProps<Row> {
  /** The table's name (its caption, visually hidden): what the rows are, e.g. "Team members". */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page; undefined while they load. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The search the rows were found with; the field starts from it and follows it when it changes. */
  search: string;
  /** Called with the trimmed text when the search is submitted (Enter or the button). */
  onSearch: (search: string) => void;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  labels: DataTableLabels;
  /** Shown instead of the table when there are no rows: an EmptyState ("No search results found."). */
  empty: ReactNode;
  /** Shown instead of the table when the rows could not be loaded: an EmptyState with "Try again". */
  error?: ReactNode;
  /** Beside the search, e.g. a "Create" button. */
  actions?: ReactNode;
}

/**
 * A table of rows found by a search, one page at a time, with the search above it and the paging below.
 *
 * - **Use it** for the lists of spec §7 that are paged and searched (team members, companies, users). The screen
 *   keeps `search` and `page` in the address, so that a reload or a shared link shows the same rows.
 * - **Not for** a short list that fits one screen without search (a plain list), nor for a form's rows.
 * - **Content:** column headers are nouns ("Position", "Location"). The first column names the row (`rowHeader`),
 *   usually as a link to the row's page. `empty` says why there is nothing: "No search results found." after a
 *   search.
 * - **Accessibility:** a real table with a caption (hidden) and column headers, and row headers from
 *   `rowHeader`. The search is a search landmark with a labelled field, submitted with Enter or its button. Paging
 *   is a navigation landmark of two buttons; the page status is a live region, so the new page is announced.
 *   While rows load the table is `aria-busy`. Between a phone and a desktop the table scrolls sideways (WCAG
 *   1.4.10 exempts data tables from reflow); give the rows a focusable cell (the row header's link), so that
 *   keyboard users scroll it by moving through them. On a phone (below the tablet breakpoint) each row is a card:
 *   its row header, then every cell under its column's name, so keep headers short.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  search,
  onSearch,
  page,
  lastPage,
  onPageChange,
  labels,
  empty,
  error,
  actions,
}: DataTableProps<Row>) {
  const searchId = useId();
  const [text, setText] = useState(search);
  // A search from elsewhere (the address after going back, a link) shows in the field.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  const loading = rows === undefined && !error;
  let body: ReactNode;
  if (error) body = error;
  else if (rows !== undefined && rows.length === 0) body = empty;
  else {
    body = (
      <div className={styles.scroller}>
        {/* The roles are those the elements have: a phone shows the rows as cards (display: block), which
            some browsers would otherwise take for a loss of the table. */}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is a cell, not a grid cell */}
        <table role="table" className={styles.table} aria-busy={loading || undefined}>
          <caption className={visuallyHidden}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col" className={styles.headerCell}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {loading ? (
              <tr role="row" className={styles.loadingRow}>
                <td role="cell" colSpan={columns.length} className={styles.loadingCell}>
                  <span role="status">{labels.loading}</span>
                </td>
              </tr>
            ) : (
              rows!.map((row) => (
                <tr key={rowKey(row)} role="row" className={styles.row}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} role="rowheader" scope="row" className={styles.rowHeaderCell}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} role="cell" className={styles.cell}>
                        <span className={styles.cellLabel} aria-hidden="true">
                          {column.header}
                        </span>
                        <span>{column.cell(row)}</span>
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <form role="search" className={styles.search} onSubmit={submit}>
          <label htmlFor={searchId} className={visuallyHidden}>
            {labels.search}
          </label>
          <div className={styles.searchField}>
            <TextInput
              id={searchId}
              type="search"
              value={text}
              placeholder={labels.search}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            <MagnifyingGlassIcon aria-hidden="true" />
            {labels.searchSubmit}
          </Button>
        </form>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {body}
      {lastPage > 1 && !error ? (
        <nav className={styles.paging} aria-label={labels.paging}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            {labels.previousPage}
          </Button>
          <span className={styles.pageStatus} role="status">
            {labels.pageStatus(page, lastPage)}
          </span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            {labels.nextPage}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
