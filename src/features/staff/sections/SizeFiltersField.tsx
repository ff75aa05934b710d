import { useState } from 'react';
import { FieldError, describedBy } from '~/features/staff/forms/StaffField.tsx';
import { sizeFilterRows, sizeFiltersCell, type SizeFilterRow } from '~/shared/catalogue/sizeFilterCells.ts';

interface Props {
  /** The field's id: its hint's and error's ids start with it. */
  id: string;
  /** The cell, `code:title:Persian title | …`, as the section's row keeps it. */
  value: string;
  onChange: (cell: string) => void;
  error: string | undefined;
  text: {
    legend: string;
    hint: string;
    none: string;
    code: string;
    titleEn: string;
    titleFa: string;
    add: string;
    /** The remove button's name for the row's code (or, while it has none, its place). */
    remove: (code: string, place: number) => string;
  };
}

const EMPTY: SizeFilterRow = { code: '', title: '', titleFa: '' };

/**
 * A category's size filters as rows: a code, an English and a Persian title each, added and removed one by one,
 * kept as the catalogue file's cell for the section's save (the import's own rules check it).
 */
export function SizeFiltersField({ id, value, onChange, error, text }: Props) {
  const [rows, setRows] = useState<SizeFilterRow[]>(() => sizeFilterRows(value));
  const described = describedBy(id, true, Boolean(error));
  const update = (next: SizeFilterRow[]) => {
    setRows(next);
    onChange(sizeFiltersCell(next));
  };
  const set = (index: number, field: keyof SizeFilterRow, text: string) =>
    update(rows.map((row, i) => (i === index ? { ...row, [field]: field === 'code' ? text.toUpperCase() : text } : row)));
  return (
    <fieldset className="staff-field size-filters" aria-describedby={described} aria-invalid={Boolean(error) || undefined}>
      <legend>{text.legend}</legend>
      <p id={`${id}-hint`} className="staff-hint">
        {text.hint}
      </p>
      {rows.length === 0 && <p className="staff-hint">{text.none}</p>}
      <ol className="size-filter-rows">
        {rows.map((row, index) => (
          <li key={index} className="size-filter-row">
            <label>
              <span>{text.code}</span>
              <input
                dir="ltr"
                value={row.code}
                maxLength={2}
                autoCapitalize="characters"
                onChange={(e) => set(index, 'code', e.target.value)}
              />
            </label>
            <label>
              <span>{text.titleEn}</span>
              <input dir="ltr" value={row.title} maxLength={40} onChange={(e) => set(index, 'title', e.target.value)} />
            </label>
            <label>
              <span>{text.titleFa}</span>
              <input dir="rtl" value={row.titleFa} maxLength={40} onChange={(e) => set(index, 'titleFa', e.target.value)} />
            </label>
            <button type="button" className="button quiet" onClick={() => update(rows.filter((_, i) => i !== index))}>
              {text.remove(row.code, index + 1)}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button quiet" onClick={() => setRows([...rows, EMPTY])}>
        {text.add}
      </button>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
