import type { RefObject } from 'react';
import { Icon } from '~/features/islands/Icon.tsx';
import { search as searchPath } from '~/features/layout/iconPaths.ts';

export const SearchIcon = () => <Icon path={searchPath} />;

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onClick?: () => void;
  onEscape?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The labelled search input: the header box and the dialog's own share it. */
export function SearchField({ id, label, placeholder, value, onChange, onClick, onEscape, inputRef }: Props) {
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
        // A click or tap before the island was ready is replayed here once it is (client:intent).
        data-intent-click={onClick ? '' : undefined}
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
