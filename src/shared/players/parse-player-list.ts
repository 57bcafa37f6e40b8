import Papa from 'papaparse';

/** One line of a pasted or uploaded list, as typed: checked by the server, line by line. */
export type PlayerListRow = {
  /**
   * Its row as a spreadsheet numbers it (the header, when there is one, is row 1), to name it
   * in a refusal.
   */
  line: number;
  name: string;
  email: string;
  address: string;
  giftIdeas: string;
  /** The team (docs/product.md §4.1), from a column of its own only: absent without one. */
  group?: string;
};

type Column = keyof Omit<PlayerListRow, 'line'>;

/**
 * The words a header row may use for each column, compared without case, accents or
 * punctuation: what French and English spreadsheets of a family or a company call them.
 */
const HEADER_WORDS: Record<Column, readonly string[]> = {
  name: [
    'nom',
    'name',
    'prenom',
    'prenom nom',
    'nom prenom',
    'nom complet',
    'full name',
    'first name',
    'last name',
    'participant',
    'nombre',
    'nombre completo',
    'participante',
    'vorname',
    'nachname',
    'teilnehmer',
  ],
  email: [
    'email',
    'e mail',
    'mail',
    'mel',
    'courriel',
    'adresse email',
    'adresse e mail',
    'adresse mail',
    'adresse electronique',
    'email address',
    'correo',
    'correo electronico',
    'e mail adresse',
  ],
  address: [
    'adresse',
    'adresse postale',
    'address',
    'postal address',
    'direccion',
    'direccion postal',
    'anschrift',
    'postanschrift',
  ],
  giftIdeas: [
    'idees',
    'idees cadeaux',
    'idees de cadeaux',
    'gift ideas',
    'ideas',
    'envies',
    'ideas de regalo',
    'geschenkideen',
    'wunschliste',
  ],
  group: [
    'equipe',
    'service',
    'departement',
    'team',
    'department',
    'equipo',
    'departamento',
    'abteilung',
  ],
};
/** Without a header row, the columns come in this order (docs/product.md §4.8). */
export const COLUMNS_IN_ORDER: readonly Column[] = ['name', 'email', 'address', 'giftIdeas'];

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The column each header cell names, or null when the first row is not a header. */
function headerColumns(cells: readonly string[]): Array<Column | null> | null {
  const columns = cells.map((cell) => {
    const word = normalise(cell);
    const column = (Object.keys(HEADER_WORDS) as Column[]).find((key) =>
      HEADER_WORDS[key].includes(word),
    );
    return column ?? null;
  });
  // A header names at least the e-mail, and holds no address: a first participant named
  // 'Mail' still has an '@' on their row.
  return columns.includes('email') && !cells.some((cell) => cell.includes('@')) ? columns : null;
}

/** A column of the list that the import does not read, as the preview names it. */
export type IgnoredColumn = {
  /** Its letters as a spreadsheet names it ('E'), to name a column without a title. */
  letter: string;
  /** Its header cell as typed; '' without a header row, or under an empty header cell. */
  title: string;
};

/** A list as `parsePlayerList` reads it. */
export type PlayerList = {
  /** What the server checks, one per row. */
  rows: PlayerListRow[];
  /**
   * Each row's cells as read, in the order of `rows`: a refused row is given back as it came
   * (`refusedRowsTable`).
   */
  cells: string[][];
  /** The header row's cells as read, or null when the first row is a participant. */
  header: string[] | null;
  /**
   * The columns holding a title or a value that no participant's field takes, left to right:
   * the preview names them, since they are not imported.
   */
  ignoredColumns: IgnoredColumn[];
  /** Where a double quote opens and never closes, which swallows the rest into one field. */
  unclosedQuoteLine: number | null;
};

/** 0 → 'A', 25 → 'Z', 26 → 'AA': a column as a spreadsheet names it. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * A list of participants pasted from a spreadsheet or read from a CSV file (docs/product.md
 * §4.8): tab, semicolon or comma between columns, found from the text (in that order when the
 * text could be either: 'DUPONT, Jean;jean@…' is a French list); fields in double quotes may
 * hold those and line breaks; a header row or not, where a first name and a last name column
 * make one name; a UTF-8 byte order mark ignored; blank lines skipped. Only reads: whether each
 * line is a valid participant is the server's to say.
 */
export function parsePlayerList(text: string): PlayerList {
  const content = text.replace(/^\uFEFF/, '');
  // Papa guesses the separator well only when blank lines are left out, which loses the rows'
  // numbers: guessed first, then the rows read with it.
  const { delimiter } = Papa.parse<string[]>(content, {
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
    preview: 50,
  }).meta;
  const parsed = Papa.parse<string[]>(content, { delimiter });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  const unclosedQuoteLine = quoteError?.row === undefined ? null : quoteError.row + 1;
  // Numbered as a spreadsheet numbers its rows, blank ones included (a field holding a line
  // break still counts as one row).
  const all = parsed.data
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (all.length === 0)
    return { rows: [], cells: [], header: null, ignoredColumns: [], unclosedQuoteLine: null };
  const titled = headerColumns(all[0]!.cells);
  const header = titled ? all[0]!.cells : null;
  const columns = titled ?? COLUMNS_IN_ORDER;
  const body = all.slice(header ? 1 : 0);
  const bodyCells = body.map(({ cells }) => cells);
  return {
    rows: body.map(({ cells, line }) => {
      const row: PlayerListRow = { line, name: '', email: '', address: '', giftIdeas: '' };
      cells.forEach((cell, column) => {
        const key = columns[column];
        if (!key) return;
        const value = cell.trim();
        // 'Prénom' then 'Nom': one name, in the order of the columns.
        row[key] =
          key === 'name' && row.name !== '' && value !== ''
            ? `${row.name} ${value}`
            : value || (row[key] ?? '');
      });
      return row;
    }),
    cells: bodyCells,
    header,
    ignoredColumns: ignoredColumnsOf(columns, header, bodyCells),
    unclosedQuoteLine,
  };
}

/**
 * The columns no field takes that say something: a title, or a value on some row. Empty ones
 * (the trailing separators a spreadsheet writes) are not worth a word.
 */
function ignoredColumnsOf(
  columns: ReadonlyArray<Column | null>,
  header: readonly string[] | null,
  rows: readonly (readonly string[])[],
): IgnoredColumn[] {
  const width = rows.reduce((widest, cells) => Math.max(widest, cells.length), header?.length ?? 0);
  return Array.from({ length: width }, (_, index) => index).flatMap((index) => {
    if (columns[index]) return [];
    const title = header?.[index]?.trim() ?? '';
    const isUsed = title !== '' || rows.some((cells) => (cells[index] ?? '').trim() !== '');
    return isUsed ? [{ letter: columnLetter(index), title }] : [];
  });
}
