import { describe, expect, it } from 'vitest';
import { organiserMessages } from '../organiser-messages.ts';
import { organiserMessages as englishMessages } from '../organiser-messages.en.ts';
import { toSpreadsheetCsv } from '../spreadsheet-csv.ts';
import { parsePlayerList } from './parse-player-list.ts';
import { refusedRowsTable } from './refused-rows.ts';

const t = organiserMessages.participantsTab;
const titles = { columns: t.exportColumns, reason: t.importRefusedReason };

describe('refusedRowsTable', () => {
  it('gives back the refused rows with every column of the list, and why last', () => {
    const list = parsePlayerList(
      'Nom;Téléphone;Email\n' +
        'Anna;06 12;anna@example.org\n' +
        'Boris;07 34;boris.example.org\n' +
        '\n' +
        'Cyril;;cyril@example.org;en trop\n',
    );
    const reasons = new Map([
      [3, 'L’email n’est pas valide.'],
      [5, 'Ce nom est déjà à la ligne 2.'],
    ]);
    expect(refusedRowsTable(list, reasons, titles)).toEqual({
      fields: ['Nom', 'Téléphone', 'Email', '', 'Motif du refus'],
      data: [
        ['Boris', '07 34', 'boris.example.org', '', 'L’email n’est pas valide.'],
        ['Cyril', '', 'cyril@example.org', 'en trop', 'Ce nom est déjà à la ligne 2.'],
      ],
    });
  });

  it('titles the columns of a list without a header, at least name and e-mail, so that the reason is not read as an address', () => {
    const list = parsePlayerList('Anna\nBoris;boris@example.org');
    const table = refusedRowsTable(list, new Map([[1, 'L’email est requis.']]), titles);
    expect(table).toEqual({
      fields: ['Nom', 'Email', 'Motif du refus'],
      data: [['Anna', '', 'L’email est requis.']],
    });
    const wide = parsePlayerList('Anna;pas-un-email;1 rue du Houx;Un livre;06 12;bureau 3');
    expect(refusedRowsTable(wide, new Map([[1, 'Invalide']]), titles).fields).toEqual([
      'Nom',
      'Email',
      'Adresse',
      'Idées cadeaux',
      '',
      '',
      'Motif du refus',
    ]);
  });

  it('writes a file that, once fixed, imports again with the reason named as an ignored column', () => {
    const list = parsePlayerList('Prénom;Nom;Email;Poste\nAnna;Martin;anna.example.org;=Compta');
    const csv = toSpreadsheetCsv(
      refusedRowsTable(list, new Map([[2, 'L’email n’est pas valide.']]), titles),
    );
    expect(csv).toBe(
      '\uFEFFPrénom;Nom;Email;Poste;Motif du refus\r\n' +
        `Anna;Martin;anna.example.org;"'=Compta";L’email n’est pas valide.`,
    );

    const fixed = parsePlayerList(csv.replace('anna.example.org', 'anna@example.org'));
    expect(fixed.rows).toEqual([
      { line: 2, name: 'Anna Martin', email: 'anna@example.org', address: '', giftIdeas: '' },
    ]);
    expect(fixed.ignoredColumns.map((column) => column.title)).toEqual(['Poste', 'Motif du refus']);

    // Refused again: the new reason takes the old one's place.
    expect(refusedRowsTable(fixed, new Map([[2, 'Ce nom existe déjà.']]), titles)).toEqual({
      fields: ['Prénom', 'Nom', 'Email', 'Poste', 'Motif du refus'],
      data: [['Anna', 'Martin', 'anna@example.org', "'=Compta", 'Ce nom existe déjà.']],
    });
  });

  it('titles the file in English for an English page, which imports again too', () => {
    const e = englishMessages.participantsTab;
    const list = parsePlayerList('Anna,anna.example.org');
    const csv = toSpreadsheetCsv(
      refusedRowsTable(list, new Map([[1, 'Enter a valid email.']]), {
        columns: e.exportColumns,
        reason: e.importRefusedReason,
      }),
    );
    expect(csv).toBe(
      '\uFEFFName;Email;Reason refused\r\nAnna;anna.example.org;Enter a valid email.',
    );
    const again = parsePlayerList(csv);
    expect(again.rows).toEqual([
      { line: 2, name: 'Anna', email: 'anna.example.org', address: '', giftIdeas: '' },
    ]);
    expect(again.ignoredColumns).toEqual([{ letter: 'C', title: 'Reason refused' }]);
  });
});
