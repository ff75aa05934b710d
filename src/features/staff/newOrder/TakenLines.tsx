import { say } from '~/features/staff/forms/say.ts';
import { formatCount, nameIn } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { joinParts } from '~/shared/i18n/lineParts.ts';
import { lineCap, removeLine, setLineCount, setLinePackage, type TakenLine } from '~/shared/staff/newOrder.ts';
import type { NewOrderText } from './newOrderText.ts';

interface Props {
  locale: Locale;
  text: NewOrderText;
  lines: TakenLine[];
  setLines: (change: (lines: TakenLine[]) => TakenLine[]) => void;
  /** Prices are asked for and one is missing. */
  priceMissing: (line: TakenLine) => boolean;
}

/** The order's lines: each size with its package type, packages (up to its stock and the cap) and price per package. */
export function TakenLines({ locale, text, lines, setLines, priceMissing }: Props) {
  return (
    <ol className="new-order-lines">
      {lines.map((line) => {
        const { size } = line;
        const words = { name: nameIn(locale, size), size: size.size[locale] };
        const id = `new-order-line-${size.sku}`;
        return (
          <li key={size.sku}>
            {size.picture ? <img src={size.picture} alt="" width="48" height="48" /> : <span className="new-order-nopicture" />}
            <p className="new-order-family">
              {joinParts(locale, [words.name, words.size])} <bdi dir="ltr">{size.sku}</bdi>
            </p>
            <div className="new-order-line-fields">
              <label>
                <span aria-hidden="true">{text['newOrder.packageShort']}</span>
                <select
                  aria-label={say(text, 'newOrder.package', words)}
                  value={line.packageId}
                  onChange={(event) => setLines((now) => setLinePackage(now, size.sku, Number(event.target.value)))}
                >
                  {size.packages.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type[locale]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span aria-hidden="true">{text['newOrder.countShort']}</span>
                <input
                  aria-label={say(text, 'newOrder.count', words)}
                  type="number"
                  min={1}
                  max={lineCap(size)}
                  value={line.count}
                  aria-describedby={`${id}-cap`}
                  onChange={(event) => setLines((now) => setLineCount(now, size.sku, Number(event.target.value)))}
                />
                <span id={`${id}-cap`} className="staff-hint">
                  {say(text, 'newOrder.atMost', { count: formatCount(locale, lineCap(size)) })}
                </span>
              </label>
              <label>
                <span aria-hidden="true">{text['newOrder.priceShort']}</span>
                <input
                  aria-label={say(text, 'newOrder.price', words)}
                  inputMode="numeric"
                  dir="ltr"
                  value={line.price}
                  aria-invalid={priceMissing(line) ? 'true' : undefined}
                  onChange={(event) =>
                    setLines((now) => now.map((l) => (l.size.sku === size.sku ? { ...l, price: event.target.value } : l)))
                  }
                />
              </label>
              <button
                type="button"
                className="button quiet"
                aria-label={say(text, 'newOrder.remove', words)}
                onClick={() => setLines((now) => removeLine(now, size.sku))}
              >
                ×
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
