import { describe, expect, it } from 'vitest';
import { toSpreadsheetCsv } from './spreadsheet-csv.ts';

describe('toSpreadsheetCsv', () => {
  it('writes semicolons and a UTF-8 byte order mark, for a French spreadsheet', () => {
    expect(
      toSpreadsheetCsv({
        fields: ['Nom', 'Adresse'],
        data: [
          ['Anna', '1 rue du Houx; Lille'],
          ['Boris', 'Bât. "B"\n59000 Lille'],
        ],
      }),
    ).toBe('\uFEFFNom;Adresse\r\nAnna;"1 rue du Houx; Lille"\r\nBoris;"Bât. ""B""\n59000 Lille"');
  });

  it('writes a text that starts like a formula as text, even on several lines', () => {
    const csv = toSpreadsheetCsv({
      fields: ['Idées'],
      data: [['=HYPERLINK("x")'], ['+33 6 12'], ['-1'], ['@SUM(A1)'], ['=1+1\nun']],
    });
    expect(csv.slice(1).split('\r\n').slice(1)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'+33 6 12"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'=1+1\nun"`,
    ]);
  });
});
