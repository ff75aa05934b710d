import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { formatCount } from '~/shared/i18n/format.ts';
import { cleanInput, fieldError, requiredText } from '~/shared/forms/rules.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { separator } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { PublishText as Text } from './publishText.ts';
import { PUBLISH_POLL_MS, type PendingChanges } from '~/shared/staff/publish.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

interface Props {
  locale: Locale;
  /** The state when the page was rendered. */
  initial: PublishView;
  text: Text;
  /** The shop's time zone (docs/rules.md#dates-and-times). */
  timeZone: string;
  /** What was saved but not live when the page was rendered. */
  pending: PendingChanges;
}

const CALL = '/v1/staff/publish';
const skuRule = requiredText(64);

/** The run's state: polled while it builds; `publish` starts one. */
function usePublishRun(initial: PublishView) {
  const [view, setView] = useState(initial);
  const [pressing, setPressing] = useState(false);
  const building = view.state === 'building';

  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => {
      apiCall<PublishView>(CALL, { toasts: false }).then(setView, () => {});
    }, PUBLISH_POLL_MS);
    return () => clearInterval(timer);
  }, [building]);

  const publish = async () => {
    setPressing(true);
    try {
      setView(await apiCall<PublishView>(CALL, { method: 'POST' }));
    } catch {
      // the failure is shown as a toast
    } finally {
      setPressing(false);
    }
  };
  return { view, building, pressing, publish };
}

/**
 * Publishing (docs/staff.md#publishing): the state, "Publish now" (disabled while a build runs; pressing in another
 * tab joins the build), its progress while building (asked for every 2 s), when it went live or why it failed.
 */
export function PublishIsland({ locale, initial, text, timeZone, pending }: Props) {
  const { view, building, pressing, publish } = usePublishRun(initial);

  const count = (n: number) => formatCount(locale, n);
  // Times on the shop's clock, as every staff page shows them (docs/rules.md#dates-and-times).
  const time = (iso: string | null) => (iso ? formatMoment(locale, timeZone, iso, 'clock') : '');
  // Two steps show progress: writing the pages, then compressing them (the longer); then the switch.
  const compressing = building && view.compressed.total > 0;
  const step = compressing
    ? { done: view.compressed.done, total: view.compressed.total, label: text['publish.compressProgress'] }
    : {
        done: view.pages.written,
        total: view.pages.total,
        label: view.pages.carried > 0 ? text['publish.progressChanged'] : text['publish.progress'],
      };
  const finishing = compressing && step.done >= step.total;
  const stepText = fill(step.label, { written: count(step.done), done: count(step.done), total: count(step.total) });

  return (
    <div className="staff-stack">
      <section className="staff-card publish-state" data-state={view.state}>
        <p className="publish-headline" role="status">
          {view.state === 'idle' && text['publish.idle']}
          {building && (finishing ? text['publish.finishing'] : compressing ? text['publish.compressing'] : text['publish.building'])}
          {view.state === 'live' && fill(text['publish.live'], { time: time(view.finishedAt) })}
          {view.state === 'failed' && fill(text['publish.failed'], { time: time(view.finishedAt) })}
        </p>
        {view.state === 'live' && view.pages.carried > 0 && (
          <p className="staff-hint">
            {fill(text['publish.liveChanged'], { written: count(view.pages.written), carried: count(view.pages.carried) })}
          </p>
        )}
        {view.startedBy && view.state !== 'idle' && (
          <p className="staff-hint">{fill(text['publish.startedBy'], { name: view.startedBy, time: time(view.startedAt) })}</p>
        )}
        {building && (
          <div className="publish-progress">
            <progress
              className="staff-progress"
              max={Math.max(step.total, 1)}
              value={step.total > 0 ? Math.min(step.done, step.total) : undefined}
              aria-label={stepText}
            />
            <p className="staff-hint">
              {stepText}
              {view.secondsLeft !== null && !finishing && (
                <>
                  {separator(locale)}
                  {fill(text['publish.timeLeft'], { seconds: count(view.secondsLeft) })}
                </>
              )}
            </p>
          </div>
        )}
        {view.state === 'failed' && view.error && (
          <details className="publish-error" open>
            <summary>{text['publish.failedWhy']}</summary>
            <pre dir="ltr">{view.error}</pre>
          </details>
        )}
        <div className="staff-actions">
          <button className="button" type="button" onClick={publish} disabled={building || pressing}>
            {text['publish.button']}
          </button>
        </div>
      </section>
      {/* A build started after the page was shown went live: what was waiting is live now. */}
      <PendingList pending={pending} text={text} live={view.state === 'live' && view.startedAt !== initial.startedAt} />
      <PreviewForm locale={locale} text={text} />
    </div>
  );
}

/** The changes waiting to be published (docs/staff.md#what-is-not-live-yet), or, once a publish went live, what it put live. */
function PendingList({ pending, text, live }: { pending: PendingChanges; text: Text; live: boolean }) {
  const headingId = useId();
  if (pending.count === 0) return <p className="staff-hint">{text['unpublished.none']}</p>;
  return (
    <section className="staff-card publish-pending" aria-labelledby={headingId}>
      <h2 id={headingId}>{live ? text['unpublished.wentLive'] : text['unpublished.heading']}</h2>
      {!live && <p>{pending.summary}</p>}
      <ul>
        {pending.lines.map((line) => (
          <li key={line.id}>
            {line.title} <span className="staff-hint">{line.byAt}</span>
          </li>
        ))}
      </ul>
      {pending.more && <p className="staff-hint">{pending.more}</p>}
    </section>
  );
}

/** Opens the preview of a product page by its SKU. */
function PreviewForm({ locale, text }: { locale: Locale; text: Text }) {
  const [sku, setSku] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = cleanInput(sku);
    const problem = fieldError(skuRule, value, locale);
    setError(problem);
    if (!problem) location.assign(localePath(locale, `/staff/preview/${encodeURIComponent(value.toUpperCase())}`));
  };
  return (
    <form className="staff-card staff-stack" onSubmit={open} noValidate>
      <h2>{text['publish.previewTitle']}</h2>
      <div className="staff-field">
        <label htmlFor={`${id}-sku`}>{text['publish.previewSku']}</label>
        <input
          id={`${id}-sku`}
          dir="ltr"
          autoCapitalize="characters"
          value={sku}
          onChange={(event) => setSku(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p className="staff-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="staff-actions">
        <button className="button quiet" type="submit">
          {text['publish.previewOpen']}
        </button>
      </div>
    </form>
  );
}
