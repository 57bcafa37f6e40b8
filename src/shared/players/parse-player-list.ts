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
    'participant',
  ],
  email: [
    'email',
    'e mail',
    'mail',
    'courriel',
    'adresse email',
    'adresse e mail',
    'email address',
  ],
  address: ['adresse', 'adresse postale', 'address', 'postal address'],
  giftIdeas: ['idees', 'idees cadeaux', 'idees de cadeaux', 'gift ideas', 'ideas', 'envies'],
};
/** Without a header row, the columns come in this order (docs/product.md §4.8). */
const COLUMNS_IN_ORDER: readonly Column[] = ['name', 'email', 'address', 'giftIdeas'];

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
  // A header names at least the e-mail; a first participant's e-mail never reads 'email'.
  return columns.includes('email') ? columns : null;
}

/**
 * A list of participants pasted from a spreadsheet or read from a CSV file (docs/product.md
 * §4.8): comma, semicolon or tab between columns, found from the text; fields in double quotes
 * may hold those and line breaks; a header row or not; a UTF-8 byte order mark ignored; blank
 * lines skipped. Only reads: whether each line is a valid participant is the server's to say.
 */
export function parsePlayerList(text: string): PlayerListRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const rows = parsed.data;
  if (rows.length === 0) return [];
  const header = headerColumns(rows[0]!);
  const columns = header ?? COLUMNS_IN_ORDER;
  const first = header ? 1 : 0;
  return rows.slice(first).map((cells, index) => {
    const row: PlayerListRow = {
      line: first + index + 1,
      name: '',
      email: '',
      address: '',
      giftIdeas: '',
    };
    cells.forEach((cell, column) => {
      const key = columns[column];
      if (key) row[key] = cell.trim();
    });
    return row;
  });
}
