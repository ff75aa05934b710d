// CSV as spreadsheets read and write it (RFC 4180), for the staff commands' exports and the catalogue import.

/** The records of a CSV text, and the record (1-based) where a quoted cell was left open, if one was. */
export interface CsvRecords {
  rows: string[][];
  unclosedAt?: number;
}

/**
 * The separator a CSV text uses: `;` when its first line has more of them than commas (some spreadsheet locales),
 * else `,`.
 */
export function csvSeparator(text: string): ',' | ';' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Splits CSV text into records of cells: a BOM is dropped, a quoted cell may hold separators, doubled
 * quotes and line breaks (CRLF inside a cell becomes LF), and records end at LF, CRLF or CR.
 */
export function parseCsv(text: string, separator: ',' | ';' = ','): CsvRecords {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let opened = false; // the cell started with a quote: its text is taken as is
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else if (c === '\r' && text[i + 1] === '\n') {
        cell += '\n';
        i++;
      } else cell += c;
    } else if (c === '"' && cell === '' && !opened) quoted = opened = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
      opened = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      opened = false;
    } else cell += c;
  }
  if (quoted) return { rows, unclosedAt: rows.length + 1 };
  if (cell !== '' || opened || row.length > 0) rows.push([...row, cell]);
  return { rows };
}

// A cell a spreadsheet would run as a formula (starting = + - @, tab or CR, after any apostrophes): the writer adds
// one ' in front, the reader removes exactly that one.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell's text as written: defused when a spreadsheet would take it for a formula. */
export const defuseCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A read cell's original text: the ' a defusing writer added is taken away (a hand-typed 'note stays as it is). */
export const undefuseCell = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** Rows as CSV a spreadsheet opens as UTF-8 (BOM, CRLF); every cell a spreadsheet would run as a formula is defused. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    const safe = defuseCell(String(value));
    return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
