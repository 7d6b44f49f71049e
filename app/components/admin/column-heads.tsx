interface ColumnHeadsProps {
  columns: readonly string[];
  /** A last column named only for screen readers (its cells hold buttons). */
  hiddenColumn?: string;
  className: string;
  cellClassName: string;
}

/** A table's header row: one heading per column, each scope="col". */
export function ColumnHeads({ columns, hiddenColumn, className, cellClassName }: ColumnHeadsProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
        {hiddenColumn ? (
          <th scope="col" className={cellClassName}>
            <span className="sr-only">{hiddenColumn}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
