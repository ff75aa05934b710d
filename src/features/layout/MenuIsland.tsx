import { useEffect, useRef, useState } from 'react';
import type { MenuItem } from '../catalogue/types.ts';

interface Props {
  locale: 'en' | 'fa';
  menu: MenuItem[];
  text: { open: string; nav: string; home: string; all: string };
}

const FOCUSABLE = 'a[href], summary, button:not([disabled])';
const local = (locale: 'en' | 'fa', href: string) => (locale === 'fa' ? `/fa${href === '/' ? '/' : href}` : href);

/**
 * The burger and its drawer with the menu tree (three levels, 'Home' first). Without script it is a
 * details element; with it, it opens on hover above 550 px (closing when the pointer leaves) and on tap
 * below, and Escape, a click outside and focus trapping behave as a dialog's.
 */
export function MenuIsland({ locale, menu, text }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const wide = () => window.innerWidth > 550;

  useEffect(() => {
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

  const title = (item: MenuItem) => (locale === 'fa' ? item.titleFa : item.titleEn);
  const tree = (items: MenuItem[], depth: number) => (
    <ul className={`tree level-${depth}`}>
      {items
        .filter((item) => item.active)
        .map((item) =>
          item.childs.length > 0 && depth < 3 ? (
            <li key={item.href}>
              <details>
                <summary>{title(item)}</summary>
                <ul className="tree">
                  <li>
                    <a href={local(locale, item.href)}>
                      {text.all}: {title(item)}
                    </a>
                  </li>
                </ul>
                {tree(item.childs, depth + 1)}
              </details>
            </li>
          ) : (
            <li key={item.href}>
              <a href={local(locale, item.href)}>{title(item)}</a>
            </li>
          ),
        )}
    </ul>
  );

  return (
    <details
      ref={root}
      className="drawer"
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
        <ul className="tree level-1">
          <li>
            <a href={local(locale, '/')}>{text.home}</a>
          </li>
        </ul>
        {tree(menu, 1)}
      </nav>
    </details>
  );
}
