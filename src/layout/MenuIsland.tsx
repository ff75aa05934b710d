import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MenuText } from './menuText.ts';
import { CloseIcon, hovering, overScrim } from '~/ui/Drawer.tsx';
import { Icon } from '~/ui/Icon.tsx';
import { useHydrated } from '~/ui/useHydrated.ts';
import { menu as menuPath } from '~/ui/iconPaths.ts';

interface Props {
  text: MenuText;
  /** The menu tree and the links under it, rendered by the page (SiteHeader.astro) and passed in as HTML. */
  children?: ReactNode;
}

const FOCUSABLE = 'a[href], summary, button:not([disabled])';

/**
 * The burger's drawer with the menu tree (three levels). Without script a details element whose scrim closes it; with
 * script it opens on hover above 550 px and on tap below, and behaves as a dialog.
 */
export function MenuIsland({ text, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const hoveredAt = useRef(0);

  const live = useHydrated();
  // The island may load on the very tap or hover that opened it: take the element's state as it is.
  useEffect(() => {
    if (root.current?.open || (window.innerWidth > 550 && root.current?.matches(':hover'))) setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    root.current?.querySelector('summary')?.focus();
  };

  // Layout effect: the keys work from the very commit that shows the drawer open.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
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
      onPointerEnter={(event) => {
        if (!hovering(event)) return;
        hoveredAt.current = Date.now();
        setOpen(true);
      }}
      onPointerLeave={(event) => hovering(event) && setOpen(false)}
      onPointerOver={(event) => hovering(event) && overScrim(event) && setOpen(false)}
    >
      {/* A click right after the hover that opened it keeps it open instead of toggling it shut. */}
      <summary
        className="icon-button"
        aria-label={text.open}
        onClick={(event) => open && Date.now() - hoveredAt.current < 400 && event.preventDefault()}
      >
        {/* Open, the burger becomes a cross: it closes the drawer, with or without script. */}
        <span className="menu-open-icon">
          <Icon path={menuPath} />
        </span>
        <span className="menu-close-icon">
          <CloseIcon />
        </span>
        <span className="scrim" aria-hidden="true" />
      </summary>
      {/* A followed link closes the drawer: the login link opens a dialog instead of leaving the page. */}
      <nav className="drawer-panel" aria-label={text.nav} onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
        <button type="button" className="icon-button drawer-close" aria-label={text.close} onClick={close}>
          <CloseIcon />
        </button>
        {children}
      </nav>
    </details>
  );
}
