'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap, useScrollLock } from '@/lib/hooks/useFocusTrap';
import type { NavItem } from '@/lib/navigation/menu';
import styles from './PrimaryNav.module.scss';

/** $bp-lg in styles/_tokens.scss, where the menu becomes a row. */
const DESKTOP_QUERY = '(min-width: 1024px)';

interface Labels {
  primaryNav: string;
  openMenu: string;
  closeMenu: string;
  openSubmenu: string;
}

/**
 * Primary menu, up to three levels. Desktop: dropdowns open on hover and, from the keyboard,
 * through a disclosure button beside each parent (Escape closes and returns focus). Mobile:
 * a menu button opens a panel in which parents expand as an accordion, over a backdrop that
 * closes it; while it is open the page does not scroll and Tab stays in the menu.
 */
export function PrimaryNav({ items, labels }: { items: NavItem[]; labels: Labels }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();

  const closeAll = useCallback(() => setExpanded([]), []);

  useFocusTrap(navRef, mobileOpen);
  useScrollLock(mobileOpen);

  // The panel exists below the desktop breakpoint only: widening the window closes it.
  useEffect(() => {
    if (!mobileOpen) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setMobileOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [mobileOpen]);

  // A navigation closes everything (state adjusted during render, as React recommends).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
    setExpanded([]);
  }

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setExpanded([]);
        setMobileOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  function toggle(id: string, depth: number) {
    setExpanded((current) => {
      const open = current.includes(id);
      // Opening a branch closes its siblings: keep only the ancestors (shorter ids) of this level.
      const kept = current.slice(0, depth);
      return open ? kept : [...kept, id];
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    const last = expanded[expanded.length - 1];
    if (last) {
      setExpanded(expanded.slice(0, -1));
      document.getElementById(`${panelId}-btn-${last}`)?.focus();
      event.stopPropagation();
    } else if (mobileOpen) {
      setMobileOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  function renderItems(list: NavItem[], depth: number) {
    return list.map((item) => {
      const hasChildren = item.children.length > 0 && depth < 3;
      const open = expanded.includes(item.id);
      const submenuId = `${panelId}-sub-${item.id}`;
      const current = item.href !== '' && item.href === pathname;
      return (
        <li
          key={item.id}
          className={`${styles.item} ${hasChildren ? styles.hasChildren : ''} ${open ? styles.open : ''}`}
          data-depth={depth}
        >
          <div className={styles.row}>
            {item.href ? (
              <Link
                href={item.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={closeAll}
              >
                {item.label}
              </Link>
            ) : (
              <span className={styles.label}>{item.label}</span>
            )}
            {hasChildren && (
              <button
                type="button"
                id={`${panelId}-btn-${item.id}`}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={submenuId}
                aria-label={labels.openSubmenu.replace('{label}', item.label)}
                onClick={() => toggle(item.id, depth - 1)}
              >
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            )}
          </div>
          {hasChildren && (
            <ul id={submenuId} className={styles.submenu} data-depth={depth + 1}>
              {renderItems(item.children, depth + 1)}
            </ul>
          )}
        </li>
      );
    });
  }

  return (
    <nav ref={navRef} className={styles.nav} aria-label={labels.primaryNav} onKeyDown={onKeyDown}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={mobileOpen}
        aria-controls={panelId}
        onClick={() => setMobileOpen((v) => !v)}
      >
        <span className={styles.burger} aria-hidden="true" data-open={mobileOpen} />
        <span className="visually-hidden">{mobileOpen ? labels.closeMenu : labels.openMenu}</span>
      </button>
      <ul id={panelId} className={`${styles.menu} ${mobileOpen ? styles.menuOpen : ''}`} data-depth={1}>
        {renderItems(items, 1)}
      </ul>
      {/* In <body>: the header's backdrop-filter would make it the containing block of a fixed child. */}
      {mobileOpen && createPortal(<div className={styles.backdrop} data-testid="menu-backdrop" aria-hidden="true" />, document.body)}
    </nav>
  );
}
