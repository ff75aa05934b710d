import { useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { fieldError, formMessages, oneWord } from '~/shared/forms/rules.ts';
import { named } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { SearchWordsText as Text } from './searchWordsText.ts';
import { sameWordProblem } from '~/shared/staff/searchWords.ts';
import type { SearchWord } from '~/shared/contract/staff/searchWords.ts';

interface Props {
  locale: Locale;
  words: SearchWord[];
  /** A search that found nothing, chosen from the list above: the form starts with it. */
  initialTyped: string;
  text: Text;
}

/** Editors teach the shop's search a word shoppers use, and take one back (docs/rules.md#search). */
export function SearchWordsIsland({ locale, words: initial, initialTyped, text }: Props) {
  const [words, setWords] = useState(initial);
  const [error, setError] = useState('');
  return (
    <div className="staff-stack">
      <NewWord locale={locale} text={text} initialTyped={initialTyped} onSaved={setWords} />
      <section className="staff-stack" aria-labelledby="shop-words">
        <h2 id="shop-words">{text['searchWords.wordsTitle']}</h2>
        {error && (
          <p className="staff-error" role="alert">
            {error}
          </p>
        )}
        {words.length === 0 ? (
          <p>{text['searchWords.noWords']}</p>
        ) : (
          <ul className="staff-stack search-words">
            {words.map((word) => (
              <li key={word.typed} className="staff-card search-word">
                <span>
                  <Sentence template={text['searchWords.means']} values={{ typed: word.typed, meant: word.meant }} />
                </span>
                <button
                  className="button quiet"
                  type="button"
                  aria-label={named(text['searchWords.remove'], word.typed)}
                  onClick={async () => {
                    try {
                      setWords(
                        (
                          await apiCall<{ words: SearchWord[] }>('/v1/staff/search/words/remove', {
                            body: { typed: word.typed },
                            errorToasts: false,
                          })
                        ).words,
                      );
                      setError('');
                    } catch (failure) {
                      setError(failure instanceof ApiError ? failure.message : String(failure));
                    }
                  }}
                >
                  {text['searchWords.remove']}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A text with `{{name}}` placeholders, each value isolated (a Latin word in a Persian sentence, or the reverse). */
function Sentence({ template, values }: { template: string; values: Record<string, string> }) {
  return template.split(/\{\{(\w+)\}\}/).map((part, n) => (n % 2 === 1 ? <bdi key={n}>{values[part]}</bdi> : part));
}

function NewWord(props: { locale: Locale; text: Text; initialTyped: string; onSaved: (words: SearchWord[]) => void }) {
  const { locale, text, initialTyped, onSaved } = props;
  const [typed, setTyped] = useState(initialTyped);
  const [meant, setMeant] = useState('');
  const [errors, setErrors] = useState<{ typed?: string; meant?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const same = sameWordProblem({ typed, meant });
    const found = {
      typed: fieldError(oneWord, typed, locale),
      meant: fieldError(oneWord, meant, locale) || (same ? formMessages[same][locale] : ''),
    };
    setErrors(found);
    if (found.typed || found.meant) return;
    setBusy(true);
    try {
      onSaved(
        (await apiCall<{ words: SearchWord[] }>('/v1/staff/search/words', { method: 'PUT', body: { typed, meant }, errorToasts: false }))
          .words,
      );
      // The searches of the word taught find something now: off the list above (the page, read again, agrees).
      for (const row of document.querySelectorAll<HTMLElement>('tr[data-miss]')) if (row.dataset.miss === typed.trim()) row.remove();
      setTyped('');
      setMeant('');
    } catch (failure) {
      setErrors({ form: failure instanceof ApiError ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  const field = (id: 'typed' | 'meant', value: string, set: (value: string) => void) => (
    <div className="staff-field">
      <label htmlFor={`word-${id}`}>{text[`searchWords.${id}`]}</label>
      <input
        id={`word-${id}`}
        dir="auto"
        autoComplete="off"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={`word-${id}-help${errors[id] ? ` word-${id}-error` : ''}`}
      />
      <p className="staff-hint" id={`word-${id}-help`}>
        {text[`searchWords.${id}Help`]}
      </p>
      {errors[id] && (
        <p className="staff-error" id={`word-${id}-error`}>
          {errors[id]}
        </p>
      )}
    </div>
  );

  return (
    <form id="new-word" className="staff-card staff-stack" onSubmit={submit} noValidate aria-labelledby="new-word-title">
      <h2 id="new-word-title">{text['searchWords.add']}</h2>
      <div className="search-word-fields">
        {field('typed', typed, setTyped)}
        {field('meant', meant, setMeant)}
      </div>
      {errors.form && (
        <p className="staff-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="staff-actions">
        <button className="button" type="submit" disabled={busy}>
          {text['searchWords.save']}
        </button>
      </div>
    </form>
  );
}
