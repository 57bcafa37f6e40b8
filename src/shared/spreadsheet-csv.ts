import Papa from 'papaparse';

/** A table for a spreadsheet: its header row, then its rows. */
export type SpreadsheetTable = {
  fields: readonly string[];
  data: ReadonlyArray<readonly string[]>;
};

/** The type the browser is handed with the file. */
export const SPREADSHEET_CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * A table as a CSV file that a French spreadsheet opens as it is (docs/product.md §4.8):
 * semicolons between columns, since French Excel reads the comma as a decimal mark, and a byte
 * order mark, without which it reads UTF-8 as Windows-1252. A text that starts like a formula is
 * written as text: an address or gift ideas a participant typed would otherwise run in the
 * organiser's spreadsheet (CSV injection); Papa's own pattern misses a value on several lines.
 */
export function toSpreadsheetCsv({ fields, data }: SpreadsheetTable): string {
  const csv = Papa.unparse(
    { fields: [...fields], data: data.map((row) => [...row]) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ },
  );
  return `\uFEFF${csv}`;
}
