export { SortableList } from './SortableList';
export type { SortableListItem, SortableListLabels, SortableListProps } from './SortableList';
