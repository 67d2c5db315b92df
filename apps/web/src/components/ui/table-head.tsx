import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** A column's heading: its text and the side its values stand on (figures right). */
export type TableColumn = {
  label: ReactNode;
  align?: 'left' | 'right';
  nowrap?: boolean;
  /** Spacing of this column's heading beyond the table's own. */
  className?: string;
};

/**
 * The heading row of a table, one `th` a column. `cellClassName` is the table's padding; `scope`
 * is given where the table's rows have headings of their own. A `false` column is left out (a
 * column shown only sometimes); a string is a column with that label.
 */
export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
  scope,
}: {
  columns: (TableColumn | string | false)[];
  className?: string;
  rowClassName?: string;
  cellClassName?: string;
  scope?: 'col';
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => {
          if (column === false) return null;
          const {
            label,
            align,
            nowrap,
            className: own,
          } = typeof column === 'string' ? { label: column } : column;
          return (
            <th
              // The columns are a fixed list: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              scope={scope}
              className={cn(
                cellClassName,
                own,
                align === 'left' && 'text-left',
                align === 'right' && 'text-right',
                'font-medium',
                nowrap && 'whitespace-nowrap',
              )}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A column of figures: right-aligned, and kept on one line where `nowrap`. */
export const figureColumn = (label: ReactNode, nowrap?: boolean): TableColumn => ({
  label,
  align: 'right',
  nowrap,
});

/** Columns of figures, one a label. */
export const figureColumns = (...labels: string[]) => labels.map((label) => figureColumn(label));
