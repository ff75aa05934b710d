// A category's size filters as the catalogue file's cell writes them, `code:title | code:title:Persian title`, and
// as rows the staff form edits (docs/commands.md#editing-the-catalogue).

export interface SizeFilterRow {
  code: string;
  title: string;
  titleFa: string;
}

/** A size filter as a cell writes it: code:title, and :Persian title when it has one. */
export const sizeFilterCell = (f: SizeFilterRow) => (f.titleFa ? `${f.code}:${f.title}:${f.titleFa}` : `${f.code}:${f.title}`);

/** The rows of a cell, as the import reads it: parts between `|`, each code:title[:Persian title]. */
export function sizeFilterRows(cell: string): SizeFilterRow[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [code = '', title = '', ...persian] = part.split(':');
      return { code: code.trim(), title: title.trim(), titleFa: persian.join(':').trim() };
    });
}

/** The cell of the rows the form holds; a row left wholly empty is no size. */
export const sizeFiltersCell = (rows: readonly SizeFilterRow[]) =>
  rows
    .filter((row) => row.code.trim() || row.title.trim() || row.titleFa.trim())
    .map((row) => sizeFilterCell({ code: row.code.trim(), title: row.title.trim(), titleFa: row.titleFa.trim() }))
    .join(' | ');
