import { formatDigits } from '~/shared/i18n/format.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  pictures: { name: string; url: string }[];
  /** The pictures in their new order, or without the one removed. */
  onChange: (names: string[]) => void;
  text: Record<
    'catalogue.noPictures' | 'catalogue.pictureAlt' | 'catalogue.moveEarlier' | 'catalogue.moveLater' | 'catalogue.remove',
    string
  >;
}

/** A product's or banner's pictures in order, each moved earlier or later or removed (the first is the one shown large). */
export function PictureList({ locale, pictures, onChange, text }: Props) {
  if (pictures.length === 0) return <p>{text['catalogue.noPictures']}</p>;
  const names = pictures.map((picture) => picture.name);
  const move = (from: number, to: number) => {
    const next = [...names];
    [next[from], next[to]] = [next[to]!, next[from]!];
    onChange(next);
  };
  return (
    <ol className="product-pictures">
      {pictures.map((picture, i) => {
        const values = { n: formatDigits(locale, i + 1) };
        return (
          <li key={picture.name}>
            <img src={picture.url} alt={fill(text['catalogue.pictureAlt'], values)} width="128" height="128" />
            <div className="staff-actions">
              <button
                type="button"
                className="button quiet"
                disabled={i === 0}
                aria-label={fill(text['catalogue.moveEarlier'], values)}
                onClick={() => move(i, i - 1)}
              >
                <span aria-hidden="true">{locale === 'fa' ? '→' : '←'}</span>
              </button>
              <button
                type="button"
                className="button quiet"
                disabled={i === pictures.length - 1}
                aria-label={fill(text['catalogue.moveLater'], values)}
                onClick={() => move(i, i + 1)}
              >
                <span aria-hidden="true">{locale === 'fa' ? '←' : '→'}</span>
              </button>
              <button
                type="button"
                className="button quiet"
                aria-label={fill(text['catalogue.remove'], values)}
                onClick={() => onChange(names.filter((_, j) => j !== i))}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

interface PhotoInputProps {
  id: string;
  locale: Locale;
  /** The upload's percent while one runs (the input waits meanwhile), else null. */
  progress: number | null;
  /** Another upload of the same form is running. */
  disabled?: boolean;
  /** Opens a phone's back camera first. */
  capture?: boolean;
  onFile: (file: File | undefined) => void;
  text: Record<'catalogue.addPhoto' | 'catalogue.uploading', string>;
}

/** "Add photograph": the file input under a button-like label, with the upload's progress while it runs. */
export function PhotoInput({ id, locale, progress, disabled = false, capture = false, onFile, text }: PhotoInputProps) {
  return (
    <>
      <input
        id={id}
        className="product-photo-input"
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        disabled={disabled || progress !== null}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="button quiet product-photo-button">
        {text['catalogue.addPhoto']}
      </label>
      {progress !== null && (
        <>
          <label htmlFor={`${id}-progress`}>{text['catalogue.uploading']}</label>
          <progress id={`${id}-progress`} className="staff-progress" max={100} value={progress}>
            {formatDigits(locale, progress)}%
          </progress>
        </>
      )}
    </>
  );
}
