import { visuallyHidden } from './chart.css.ts';

export interface ChartDataTableProps {
  /** The table's caption: usually the chart's accessible name. */
  caption: string;
  /** Column headers; the first column holds the row headers (a date, a country, a device). */
  columns: readonly string[];
  /** Formatted cells, one array per row, in the order of `columns`. */
  rows: readonly (readonly string[])[];
  id?: string;
}

/**
 * The numbers behind a chart, as a table that only screen readers see. The hiding box is a div
 * around the table, not the table itself: a table is never narrower than its content and ignores
 * `overflow`, so a hidden table with long labels widened the page (past 360 px on a phone).
 */
export function ChartDataTable({ caption, columns, rows, id }: ChartDataTableProps) {
  return (
    <div className={visuallyHidden}>
      <table id={id} data-chart-table="">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row[0] ?? rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
