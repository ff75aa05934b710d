import type { ReactNode } from 'react';

/** The ids a field's control points at with `aria-describedby`: its hint and its error, when it has them. */
export const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  /** The field's name: the control's id is `controlId`, its hint's `${id}-hint`, its error's `${id}-error`. */
  id: string;
  controlId: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The error is announced as it appears (a field whose form says nothing else). */
  alert?: boolean;
  /** The control, given the ids that describe it. */
  children: (described: string | undefined) => ReactNode;
}

/** A staff form's field: its label, the control, a hint, and the service's error beside it. */
export function StaffField({ id, controlId, label, hint, error, alert = false, children }: FieldProps) {
  return (
    <div className="staff-field">
      <label htmlFor={controlId}>{label}</label>
      {children(describedBy(id, Boolean(hint), Boolean(error)))}
      {hint && (
        <p id={`${id}-hint`} className="staff-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} alert={alert} />
    </div>
  );
}

/** The service's error for a field or a group of fields, where the control's `aria-describedby` finds it. */
export function FieldError({ id, error, alert = false }: { id: string; error?: string | undefined; alert?: boolean }) {
  return error ? (
    <p id={`${id}-error`} className="staff-error" role={alert ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}
