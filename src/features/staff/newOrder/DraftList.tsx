import { say } from '~/features/staff/forms/say.ts';
import { formatCount } from '~/shared/i18n/format.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { plural, pluralFormsOf, type PluralForms } from '~/shared/i18n/plural.ts';
import type { NewOrderText } from './newOrderText.ts';
import type { OrderDraft } from '~/shared/contract/staff/takenOrders.ts';

interface Props {
  locale: Locale;
  timeZone: string;
  text: NewOrderText;
  drafts: OrderDraft[];
  /** The draft the form holds. */
  open: number | null;
}

/** The drafts kept, the latest first: whose, how many lines, by which channel, who kept it and when; each a link to go on with it. */
export function DraftList({ locale, timeZone, text, drafts, open }: Props) {
  if (drafts.length === 0) return null;
  const name = (draft: OrderDraft) =>
    [draft.form.customer.firstName, draft.form.customer.lastName].join(' ').trim() ||
    draft.form.customer.mobile ||
    text['newOrder.unnamed'];
  const lines = (n: number) => plural(locale, pluralFormsOf(text, 'newOrder.lines') as PluralForms, n, formatCount(locale, n));
  return (
    <section aria-labelledby="new-order-drafts" className="new-order-drafts">
      <h2 id="new-order-drafts">{text['newOrder.drafts']}</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id} aria-current={open === draft.id ? 'true' : undefined}>
            <span>
              {say(text, 'newOrder.draft', {
                name: name(draft),
                lines: lines(draft.form.lines.length),
                channel: text[`channel.${draft.form.channel}`],
                by: draft.takenBy,
                date: formatMoment(locale, timeZone, draft.updatedAt),
              })}
            </span>{' '}
            <a href={`${localePath(locale, '/staff/orders/new')}?draft=${draft.id}`}>
              {text['newOrder.continue']} <span className="visually-hidden">{name(draft)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
