export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableLabels, DataTableProps } from './DataTable';
