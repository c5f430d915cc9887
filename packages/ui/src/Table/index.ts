export {
  Table,
  tableSortDirections,
  tableCellAligns,
  type TableProps,
  type TableRowProps,
  type TableCellProps,
  type TableColumn,
  type TableSort,
  type TableSortDirection,
  type TableCellAlign,
} from './Table.tsx';
