import type { SpreadsheetTable } from '../spreadsheet-csv.ts';
import { COLUMNS_IN_ORDER, type PlayerList } from './parse-player-list.ts';

/**
 * The rows an import refused, as the list had them, with why in a last column (docs/product.md
 * §4.8): a file to fix in a spreadsheet and import again. Its header row is the list's own. A
 * list without one gets the titles of the columns the import reads, in their order, as wide as
 * its widest refused row and at least name and e-mail (where a missing e-mail is typed): read
 * back without a header, the reason would be taken for an address. The reason's title is no
 * column the import reads, so the file read again names it among the ignored columns; a list
 * that already has it (that file, imported again) gets its new reasons there, not a second one.
 */
export function refusedRowsTable(
  list: Pick<PlayerList, 'rows' | 'cells' | 'header'>,
  /** Each refused row's reason, by its line. */
  reasons: ReadonlyMap<number, string>,
  titles: {
    /** The titles of name, e-mail, address and gift ideas, in that order. */
    columns: readonly string[];
    reason: string;
  },
): SpreadsheetTable {
  const refused = list.rows.flatMap((row, index) => {
    const reason = reasons.get(row.line);
    return reason === undefined ? [] : [{ cells: list.cells[index] ?? [], reason }];
  });
  const width = refused.reduce(
    (widest, { cells }) => Math.max(widest, cells.length),
    list.header?.length ?? COLUMNS_IN_ORDER.indexOf('email') + 1,
  );
  const header = Array.from({ length: width }, (_, index) =>
    list.header
      ? (list.header[index] ?? '')
      : index < COLUMNS_IN_ORDER.length
        ? (titles.columns[index] ?? '')
        : '',
  );
  const reasonColumn = header.findIndex((title) => title.trim() === titles.reason);
  return {
    fields: reasonColumn >= 0 ? header : [...header, titles.reason],
    data: refused.map(({ cells, reason }) => {
      const row = Array.from({ length: width }, (_, index) => cells[index] ?? '');
      row[reasonColumn >= 0 ? reasonColumn : width] = reason;
      return row;
    }),
  };
}
