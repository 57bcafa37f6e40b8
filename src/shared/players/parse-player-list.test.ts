import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../catalogues.ts';
import { LANGUAGES } from '../language.ts';
import { columnLetter, parsePlayerList } from './parse-player-list.ts';

const anna = { name: 'Anna', email: 'anna@example.org', address: '', giftIdeas: '' };

describe('parsePlayerList', () => {
  it.each([
    ['commas', 'Anna,anna@example.org\nBoris,boris@example.org'],
    ['semicolons (a French spreadsheet)', 'Anna;anna@example.org\nBoris;boris@example.org'],
    ['tabs (pasted from a spreadsheet)', 'Anna\tanna@example.org\r\nBoris\tboris@example.org\r\n'],
  ])('reads columns separated by %s', (_, text) => {
    expect(parsePlayerList(text).rows).toEqual([
      { line: 1, ...anna },
      { line: 2, name: 'Boris', email: 'boris@example.org', address: '', giftIdeas: '' },
    ]);
  });

  it('reads a header row in any order and case, with a byte order mark, and skips blank lines', () => {
    const text =
      '\uFEFFE-mail;Prénom Nom;Idées cadeaux;Adresse\n\n' +
      'anna@example.org;Anna;Un livre;1 rue du Houx, Lille\n';
    expect(parsePlayerList(text).rows).toEqual([
      {
        // The blank row counts, as in a spreadsheet.
        line: 3,
        name: 'Anna',
        email: 'anna@example.org',
        address: '1 rue du Houx, Lille',
        giftIdeas: 'Un livre',
      },
    ]);
  });

  it.each(LANGUAGES)('reads back the header row of the list exported in %s', (language) => {
    const [name, email, address, giftIdeas, status] =
      CATALOGUES[language].organiserMessages.participantsTab.exportColumns;
    const text = `${name};${email};${address};${giftIdeas};${status}\nAnna;anna@example.org;1 rue du Houx;Un livre;x\n`;
    expect(parsePlayerList(text).rows[0]).toMatchObject({
      name: 'Anna',
      email: 'anna@example.org',
      address: '1 rue du Houx',
      giftIdeas: 'Un livre',
    });
  });

  it('keeps separators and line breaks inside quoted fields', () => {
    const text =
      'Nom,Email,Adresse\n' +
      '"Martin, Anna",anna@example.org,"12 rue des Lilas\n59000 Lille"\n' +
      'Boris,boris@example.org,"Bât. ""B"""\n';
    expect(parsePlayerList(text).rows).toEqual([
      {
        line: 2,
        name: 'Martin, Anna',
        email: 'anna@example.org',
        address: '12 rue des Lilas\n59000 Lille',
        giftIdeas: '',
      },
      { line: 3, name: 'Boris', email: 'boris@example.org', address: 'Bât. "B"', giftIdeas: '' },
    ]);
  });

  it('keeps a line with too few or too many columns, for the server to refuse by name', () => {
    expect(parsePlayerList('Anna\nBoris,boris@example.org,adresse,idées,de trop').rows).toEqual([
      { line: 1, name: 'Anna', email: '', address: '', giftIdeas: '' },
      {
        line: 2,
        name: 'Boris',
        email: 'boris@example.org',
        address: 'adresse',
        giftIdeas: 'idées',
      },
    ]);
    expect(parsePlayerList('  \n\n').rows).toEqual([]);
  });

  it('makes one name of a first-name and a last-name column, and reads a comma inside a semicolon list', () => {
    expect(parsePlayerList('Prénom;Nom;Email\nAnna;Martin;anna@example.org').rows).toEqual([
      { line: 2, name: 'Anna Martin', email: 'anna@example.org', address: '', giftIdeas: '' },
    ]);
    expect(
      parsePlayerList('DUPONT, Jean;jean@example.org\nMARTIN, Anna;anna@example.org').rows,
    ).toEqual([
      { line: 1, name: 'DUPONT, Jean', email: 'jean@example.org', address: '', giftIdeas: '' },
      { line: 2, name: 'MARTIN, Anna', email: 'anna@example.org', address: '', giftIdeas: '' },
    ]);
  });

  it('does not take a first participant for a header, and numbers lines as a spreadsheet does', () => {
    expect(parsePlayerList('Mail;mail@example.org\n\nBoris;boris@example.org').rows).toEqual([
      { line: 1, name: 'Mail', email: 'mail@example.org', address: '', giftIdeas: '' },
      { line: 3, name: 'Boris', email: 'boris@example.org', address: '', giftIdeas: '' },
    ]);
  });

  it('says where a double quote opens and never closes', () => {
    expect(
      parsePlayerList('Anna;anna@example.org\n"Boris;boris@example.org\nCyril;c@example.org')
        .unclosedQuoteLine,
    ).toBe(2);
    expect(parsePlayerList('Anna;anna@example.org').unclosedQuoteLine).toBeNull();
  });

  it('reads a team from a column titled as a company or a family titles it', () => {
    for (const title of ['Équipe', 'Service', 'Team', 'Department', 'Equipo', 'Abteilung']) {
      const list = parsePlayerList(`Nom;Email;${title}\nAnna;anna@example.org;Compta`);
      expect(list.rows).toEqual([
        {
          line: 2,
          name: 'Anna',
          email: 'anna@example.org',
          address: '',
          giftIdeas: '',
          group: 'Compta',
        },
      ]);
      expect(list.ignoredColumns).toEqual([]);
    }
  });

  it('names the columns of a header row that no field takes, and keeps each row’s cells as read', () => {
    const list = parsePlayerList(
      'Prénom;Nom;Téléphone;Email;Poste;;Date d’arrivée;;\n' +
        'Anna;Martin;06 12 34 56 78;anna@example.org;Compta;bureau 3;;;\n',
    );
    expect(list.ignoredColumns).toEqual([
      { letter: 'C', title: 'Téléphone' },
      { letter: 'E', title: 'Poste' },
      // No title, but a value: named by its letter. The empty ones at the end are not named.
      { letter: 'F', title: '' },
      { letter: 'G', title: 'Date d’arrivée' },
    ]);
    expect(list.rows).toEqual([
      { line: 2, name: 'Anna Martin', email: 'anna@example.org', address: '', giftIdeas: '' },
    ]);
    expect(list.header).toEqual([
      'Prénom',
      'Nom',
      'Téléphone',
      'Email',
      'Poste',
      '',
      'Date d’arrivée',
      '',
      '',
    ]);
    expect(list.cells).toEqual([
      ['Anna', 'Martin', '06 12 34 56 78', 'anna@example.org', 'Compta', 'bureau 3', '', '', ''],
    ]);
  });

  it('names, without a header row, the columns past the gift ideas that hold a value', () => {
    const list = parsePlayerList(
      'Anna,anna@example.org,,,,\nBoris,boris@example.org,adresse,idées,de trop,',
    );
    expect(list.header).toBeNull();
    expect(list.ignoredColumns).toEqual([{ letter: 'E', title: '' }]);
    expect(parsePlayerList('Anna;anna@example.org;;;;').ignoredColumns).toEqual([]);
    expect(parsePlayerList('Nom;Email\nAnna;anna@example.org').ignoredColumns).toEqual([]);
  });

  it('names columns with the letters a spreadsheet gives them', () => {
    expect([0, 4, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'E',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});
