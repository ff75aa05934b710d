import { useEffect, useRef, type ReactNode } from 'react';
import { close as closePath } from './iconPaths.ts';
import { Icon } from './Icon.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  label: string;
  side: 'start' | 'end';
  width?: number;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export { hovering } from './beforeIslands.ts';

/** The pointer came over a drawer's scrim: for a drawer opened by hover, that is leaving it. */
export const overScrim = (event: { target: EventTarget | null }) => Boolean((event.target as Element | null)?.classList?.contains('scrim'));

/** The close "×" of drawers and dialogs. */
export const CloseIcon = () => <Icon path={closePath} />;

/**
 * A side drawer over a scrim that dims the page: Escape, a click on the scrim or outside close it; focus stays
 * inside while open and returns after.
 */
export function Drawer({ open, onClose, label, side, width = 320, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // The scrim closes on its own click, so that click does not reach the page under it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element;
      if (panel.current && !panel.current.contains(target) && !overScrim(event) && !target.closest('[data-drawer-opener]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    // Back/forward from the page cache counts as a route change: the drawer closes.
    addEventListener('pagehide', onClose);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      removeEventListener('pagehide', onClose);
      opener?.focus({ preventScroll: true });
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <>
      <div className="scrim" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={`side-drawer side-${side}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        style={{ inlineSize: `min(${width}px, 100vw - 2.75rem)` }}
      >
        {children}
      </div>
    </>
  );
}
