import type { FormEvent } from 'react';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { say } from '~/features/staff/forms/say.ts';
import type { DetailsPart } from './useOrderChange.ts';
import { NOTE_MAX } from '~/shared/fields/staffVocabulary.ts';

type Props = DetailsPart;

/** The notes kept after each call, oldest first with who and when, and the box for the next one. */
export function OrderNotes({ id, locale, order, text, timeZone, change }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.keepNote();
  };
  return (
    <section className="order-notes" aria-labelledby={`${id}-notes`}>
      <h3 id={`${id}-notes`}>{text['orders.notes']}</h3>
      {order.notes.length === 0 ? (
        <p className="staff-hint">{text['orders.noNotes']}</p>
      ) : (
        <ol className="order-note-list">
          {order.notes.map((note, index) => {
            const date = formatMoment(locale, timeZone, note.at);
            return (
              <li key={index}>
                <p dir="auto">{note.text}</p>
                <p className="staff-hint">{note.by ? say(text, 'orders.noteBy', { by: note.by, date }) : date}</p>
              </li>
            );
          })}
        </ol>
      )}
      <form className="order-note-form" onSubmit={submit}>
        <div className="staff-field">
          <label htmlFor={`${id}-note`}>{text['orders.note']}</label>
          <textarea
            id={`${id}-note`}
            dir="auto"
            rows={2}
            maxLength={NOTE_MAX}
            value={change.note}
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => change.setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="staff-hint">
            {text['orders.noteHint']}
          </p>
        </div>
        <button type="submit" className="button quiet" disabled={change.busy || !change.note.trim()}>
          {text['orders.addNote']}
        </button>
      </form>
    </section>
  );
}

/** The order's moves from status to status, oldest first: which status, who, when (nothing while it is new). */
export function OrderMoves({ locale, order, text, timeZone }: Pick<Props, 'locale' | 'order' | 'text' | 'timeZone'>) {
  if (order.moves.length === 0) return null;
  return (
    <ol className="order-moves" aria-label={text['orders.moves']}>
      {order.moves.map((move, index) => (
        <li key={index} className="staff-hint">
          {say(text, 'orders.moveBy', {
            status: text[`orders.status.${move.to}`],
            by: move.by || text['orders.byCustomer'],
            date: formatMoment(locale, timeZone, move.at),
          })}
        </li>
      ))}
    </ol>
  );
}

/** The texts sent to the customer about the order: each step's, whether it went out, and a way to send it again. */
export function OrderTexts({ locale, order, text, timeZone, change }: Omit<Props, 'id'>) {
  if (order.texts.length === 0) return null;
  return (
    <ol className="order-texts" aria-label={text['orders.texts']}>
      {order.texts.map((sent) => (
        <li key={sent.id} className={`staff-hint order-text-${sent.state}`}>
          {text[`orders.text.${sent.kind}`]}:{' '}
          {say(text, `orders.textState.${sent.state}`, {
            date: sent.sentAt ? formatMoment(locale, timeZone, sent.sentAt) : '',
            error: sent.error ?? '',
          })}
          {(sent.state === 'sent' || sent.state === 'failed' || sent.state === 'refused') && (
            <button type="button" className="link-button" disabled={change.busy} onClick={() => void change.sendTextAgain(sent.id)}>
              {text['orders.textAgain']}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
