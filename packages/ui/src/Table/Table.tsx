import {
  Children,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './Table.css.ts';

export const tableSortDirections = ['ascending', 'descending'] as const;
export type TableSortDirection = (typeof tableSortDirections)[number];
export const tableCellAligns = ['start', 'center', 'end'] as const;
export type TableCellAlign = (typeof tableCellAligns)[number];

/** Which column the rows are sorted by, and which way. */
export interface TableSort {
  column: string;
  direction: TableSortDirection;
}

/** A column header. */
export interface TableColumn {
  /** Identifies the column in `sort` and `onSortChange`. */
  id: string;
  /** What the header shows (and the sort button's name). */
  header: ReactNode;
  /** The header is a button that sorts by this column. Default `false`. */
  sortable?: boolean;
  /** Alignment of the header; give the column's cells the same `align`. Default `'start'`. */
  align?: TableCellAlign;
  /** A width for the column (`'8rem'`, `'30%'`). Default: as its content needs. */
  width?: string;
  /** The column's name as text, for the labels of a stacked table (`stackBelow`). Default: `header` when it is text. */
  label?: string;
}

export interface TableProps extends Omit<HTMLAttributes<HTMLTableElement>, 'children'> {
  /** What the table lists. Required: it names the table (and its scroll region) for screen readers. */
  caption: ReactNode;
  /** Hides the caption visually; it still names the table. Use when a heading right above says the same. Default `false`. */
  captionHidden?: boolean;
  /** The column headers, in order. */
  columns: readonly TableColumn[];
  /** Controlled sort: the rows the caller passes must already be in this order. Pair with `onSortChange`. */
  sort?: TableSort | null;
  /** Uncontrolled sort shown at first. Default none. */
  defaultSort?: TableSort | null;
  /**
   * Called when a sortable header is pressed: its column, ascending first, then toggling. The
   * table does not reorder rows: sort the data (or ask the server) and pass the rows again.
   */
  onSortChange?: (sort: TableSort) => void;
  /**
   * The rows: `Table.Row`s of `Table.Cell`s, one cell per column. None shows `emptyMessage`. Pass
   * them directly (`{tickets.map(...)}`), not inside a component of yours: the table counts its children.
   */
  children?: ReactNode;
  /** Shown in one full-width row when there are no rows. Default `'Nothing to show.'`. */
  emptyMessage?: ReactNode;
  /** A minimum width for the table: below it, the table scrolls sideways inside its frame. Default none. */
  minWidth?: string;
  /**
   * Below this breakpoint (`'tablet'`: a phone) every row shows as a card of labelled lines, one per cell, instead of a
   * row that scrolls sideways: for tables whose every column matters on a phone (a message, an action). Each line is
   * labelled with its column's `label` (or its `header`, when that is text). Default: none (the table scrolls).
   */
  stackBelow?: 'tablet';
  ref?: Ref<HTMLTableElement>;
  /** Class of the frame around the table (the scroll container). */
  className?: string;
  /** Style of the frame around the table. */
  style?: CSSProperties;
}

/**
 * Whether an element's content is wider than the element: then it needs to be focusable (so
 * keyboard users can scroll it) and a named region (so screen readers say what scrolls).
 */
function useOverflows<T extends HTMLElement>() {
  const [overflows, setOverflows] = useState(false);
  const [node, setNode] = useState<T | null>(null);
  useLayoutEffect(() => {
    if (!node) return;
    const check = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node]);
  return [overflows, setNode] as const;
}

/**
 * A data table with a caption, optional sortable column headers and an empty message. It scrolls
 * sideways inside its own frame on narrow screens; when it does, the frame is a focusable region
 * named by the caption. Rows and cells come from the caller (`Table.Row`, `Table.Cell`).
 */
function TableRoot({
  caption,
  captionHidden = false,
  columns,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  children,
  emptyMessage = 'Nothing to show.',
  minWidth,
  stackBelow,
  className,
  style,
  ...rest
}: TableProps) {
  const captionId = useId();
  const tableRef = useRef<HTMLTableElement | null>(null);
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const [overflows, scrollerRef] = useOverflows<HTMLDivElement>();
  const rows = Children.toArray(children);
  const labels = columns.map((column) => column.label ?? (typeof column.header === 'string' ? column.header : ''));

  // A stacked table labels each cell with its column (the rows' cells come from the caller, often in fragments, so the
  // labels are written on the cells themselves after each render) and keeps table semantics with explicit roles, which
  // browsers drop from table elements shown as blocks.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!stackBelow || !table) return;
    for (const row of table.tBodies[0]?.rows ?? []) {
      [...row.cells].forEach((cell, i) => {
        const label = row.dataset.part === 'EmptyRow' ? '' : (labels[i] ?? '');
        if (label) cell.setAttribute('data-label', label);
        else cell.removeAttribute('data-label');
        cell.setAttribute('role', cell.tagName === 'TH' ? 'rowheader' : 'cell');
      });
      row.setAttribute('role', 'row');
    }
  });
  const role = <R extends string>(value: R) => (stackBelow ? { role: value } : {});

  const toggle = useCallback(
    (column: string) => {
      const next: TableSort = {
        column,
        direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
      };
      if (sortProp === undefined) setOwnSort(next);
      onSortChange?.(next);
    },
    [sort, sortProp, onSortChange],
  );

  return (
    <div
      ref={scrollerRef}
      data-component="Table"
      data-overflowing={overflows ? '' : undefined}
      className={cx(styles.scroller, stackBelow && styles.stacked, className)}
      style={style}
      {...(overflows ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table {...rest} {...role('table')} ref={tableRef} className={styles.root} style={minWidth ? { minWidth } : undefined}>
        {captionHidden ? (
          <caption id={captionId} data-part="Caption">
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : (
          <caption id={captionId} data-part="Caption" className={styles.caption}>
            {caption}
          </caption>
        )}
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((column) => {
              const sorted = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  {...role('columnheader')}
                  data-part="ColumnHeader"
                  aria-sort={sorted}
                  className={cx(styles.cell({ align: column.align ?? 'start' }), styles.headerCell)}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.sortable ? (
                    <button type="button" data-part="SortButton" className={styles.sortButton} onClick={() => toggle(column.id)}>
                      {column.header}
                      <Icon
                        icon={sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown}
                        size="xs"
                        className={styles.sortIcon}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {rows.length > 0 ? (
            rows
          ) : (
            <tr data-part="EmptyRow">
              <td colSpan={Math.max(columns.length, 1)} className={cx(styles.cell({}), styles.empty)}>
                {emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
TableRoot.displayName = 'Table';

export type TableRowProps = HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> };

/** One row of `Table`. */
function TableRow({ className, ...props }: TableRowProps) {
  return <tr data-part="Row" {...props} className={cx(styles.row, className)} />;
}
TableRow.displayName = 'Table.Row';

export type TableCellProps = Omit<TdHTMLAttributes<HTMLTableCellElement> & ThHTMLAttributes<HTMLTableCellElement>, 'align'> & {
  /** Alignment; `'end'` for numbers and dates. Default `'start'`. */
  align?: TableCellAlign;
  /** The cell names its row (a ticket's reference): rendered as `<th scope="row">`. Default `false`. */
  rowHeader?: boolean;
  ref?: Ref<HTMLTableCellElement>;
};

/** One cell of a `Table.Row`; `rowHeader` for the cell that names the row. */
function TableCell({ align = 'start', rowHeader = false, className, ...props }: TableCellProps) {
  const cls = cx(styles.cell({ align, header: rowHeader }), className);
  return rowHeader ? <th scope="row" data-part="RowHeader" {...props} className={cls} /> : <td data-part="Cell" {...props} className={cls} />;
}
TableCell.displayName = 'Table.Cell';

/** `Table` with its parts: `<Table caption columns><Table.Row><Table.Cell/></Table.Row></Table>`. */
export const Table = Object.assign(TableRoot, { Row: TableRow, Cell: TableCell });
