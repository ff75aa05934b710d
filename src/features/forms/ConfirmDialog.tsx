import { useEffect, useId, useRef } from 'react';

interface Props {
  question: string;
  cancel: string;
  confirm: string;
  /** Shown as a modal while true. */
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A question before what cannot be undone. Cancel comes first and takes the focus, so Enter or a stray tap changes
 * nothing; Escape and a click on the dimmed page cancel too.
 */
export function ConfirmDialog({ question, cancel, confirm, open, onCancel, onConfirm }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (!open) return element.close();
    element.showModal();
    element.querySelector('button')?.focus();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={id}
      // Escape closes the element itself: the state follows.
      onClose={() => open && onCancel()}
      // A click on the backdrop (the dialog itself, outside its box) is a cancel.
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div>
        <p id={id}>{question}</p>
        <p className="confirm-actions">
          <button type="button" className="button quiet" onClick={onCancel}>
            {cancel}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {confirm}
          </button>
        </p>
      </div>
    </dialog>
  );
}
