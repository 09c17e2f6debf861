import type { ReactNode } from 'react';

/** A table with a caption for screen readers and a header row of `columns`; `children` are the rows of its body. */
export function DataTable({ className, caption, columns, children }: { className?: string; caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
