import { useState, type FormEvent } from 'react';
import { errorText } from '~/ui/apiClient.ts';
import { loginPath } from '~/shared/login/loginAddress.ts';
import { showToast } from '~/ui/toast.ts';
import { StaffField } from '~/features/staff/forms/StaffField.tsx';
import type { CatalogueFileText } from './catalogueText.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: CatalogueFileText;
}

interface Outcome {
  ok: boolean;
  message: string;
  problems: string[];
  imported: boolean;
}

/** Sends the file as it is, to be checked (`check`) or imported; the answer, in the page's language. */
async function sendFile(file: File, check: boolean, locale: Locale): Promise<Outcome> {
  const format = /\.json$/i.test(file.name) ? 'json' : 'csv';
  try {
    const response = await fetch(`/v1/staff/catalogue/import?format=${format}${check ? '&check=1' : ''}`, {
      method: 'POST',
      headers: { 'content-type': format === 'json' ? 'application/json' : 'text/csv', 'accept-language': locale },
      body: file,
      credentials: 'same-origin',
    });
    const body = await response.json().catch(() => null);
    if (response.status === 401) location.assign(loginPath(locale, location.pathname));
    if (response.ok) {
      const message: string = body?.message?.[locale] ?? '';
      showToast(message, 'success');
      return { ok: true, message, problems: [], imported: Boolean(body?.data?.imported) };
    }
    const lines = Array.isArray(body?.additionalInfo) ? (body.additionalInfo as string[]) : [];
    const message = lines.length > 0 ? (body?.message?.[locale] ?? '') : errorText(response.status, body, null, locale);
    return { ok: false, message, problems: lines, imported: false };
  } catch (error) {
    return { ok: false, message: errorText(0, null, error, locale), problems: [], imported: false };
  }
}

/** Checks a catalogue file (its problems listed by row) or imports it, sending it as it is. */
export function CatalogueFileIsland({ locale, text }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [missing, setMissing] = useState(false);

  async function send(check: boolean) {
    if (!file) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setOutcome(null);
    setOutcome(await sendFile(file, check, locale));
    setBusy(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <form className="staff-stack" onSubmit={submit} noValidate aria-describedby="import-hint">
      <StaffField
        id="catalogue-file"
        controlId="catalogue-file"
        label={text['catalogue.chooseFile']}
        error={missing ? text['catalogue.noFile'] : undefined}
      >
        {(described) => (
          <input
            id="catalogue-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-invalid={missing ? true : undefined}
            aria-describedby={described}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
              setOutcome(null);
            }}
          />
        )}
      </StaffField>
      <div className="staff-actions">
        <button className="button" type="submit" disabled={busy}>
          {text['catalogue.check']}
        </button>
        <button className="button quiet" type="button" disabled={busy} onClick={() => void send(false)}>
          {text['catalogue.importNow']}
        </button>
      </div>
      <OutcomeView locale={locale} text={text} outcome={outcome} />
    </form>
  );
}

/** What the service answered: imported or checked (with the way to Publish), or why not, row by row. */
function OutcomeView({ locale, text, outcome }: Props & { outcome: Outcome | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome?.ok && (
          <p className="staff-card product-saved">
            {outcome.message}
            {outcome.imported && (
              <>
                {' '}
                {text['catalogue.savedNote']} <a href={localePath(locale, '/staff/publish')}>{text['catalogue.toPublish']}</a>
              </>
            )}
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <div role="alert" className="staff-card staff-stack">
          <p className="staff-error">{outcome.message}</p>
          {outcome.problems.length > 0 && (
            <section aria-labelledby="problems-title">
              <h3 id="problems-title">{text['catalogue.problems']}</h3>
              <ul className="catalogue-problems">
                {outcome.problems.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  );
}
