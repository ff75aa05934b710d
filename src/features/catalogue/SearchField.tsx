import type { RefObject } from 'react';
import { Icon } from '~/ui/Icon.tsx';
import { search as searchPath } from '~/ui/iconPaths.ts';

export const SearchIcon = () => <Icon path={searchPath} />;

/** The page's plain search dialog's field, while that dialog stands in for the island's (client:intent). */
export function plainSearch(): HTMLInputElement | null {
  const dialog = document.getElementById('search-plain') as HTMLDialogElement | null;
  return dialog?.open ? dialog.querySelector('input') : null;
}

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onClick?: () => void;
  onEscape?: () => void;
  /** The plain dialog a click opens while the island is not here (client:intent). */
  plainDialog?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The labelled search input: the header box and the dialog's own share it. */
export function SearchField({ id, label, placeholder, value, onChange, onClick, onEscape, plainDialog, inputRef }: Props) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="searchResult"
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        data-plain-dialog={plainDialog}
        onChange={(event) => onChange(event.target.value)}
        onClick={onClick}
        // Escape closes the dialog at once, instead of the search field's own clearing of the text first.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !onEscape) return;
          event.preventDefault();
          onEscape();
        }}
      />
    </>
  );
}
