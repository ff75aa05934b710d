import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  text: { open: string; nav: string };
  /** The menu tree, rendered by the page (MenuTree.astro) and passed in as HTML, not as data. */
  children?: ReactNode;
}

const FOCUSABLE = 'a[href], summary, button:not([disabled])';

/**
 * The burger and its drawer with the menu tree (three levels, 'Home' first). Without script it is a
 * details element; with it, it opens on hover above 550 px (closing when the pointer leaves) and on tap
 * below, and Escape, a click outside and focus trapping behave as a dialog's.
 */
export function MenuIsland({ text, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const wide = () => window.innerWidth > 550;

  const [live, setLive] = useState(false);
  // The island may load on the very tap or hover that opened it: take the element's state as it is.
  useEffect(() => {
    if (root.current?.open || (wide() && root.current?.matches(':hover'))) setOpen(true);
    setLive(true);
  }, []);

  // Layout effect: the keys work from the very commit that shows the drawer open.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('summary')?.focus();
      }
      if (event.key !== 'Tab' || !root.current) return;
      const items = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    addEventListener('pagehide', () => setOpen(false), { once: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <details
      ref={root}
      className="drawer"
      data-live={live ? '' : undefined}
      open={open}
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && wide() && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && wide() && setOpen(false)}
    >
      <summary className="icon-button" aria-label={text.open}>
        <svg className="icon" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <nav className="drawer-panel" aria-label={text.nav}>
        {children}
      </nav>
    </details>
  );
}
