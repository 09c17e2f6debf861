'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFocusTrap, useScrollLock } from '@/lib/hooks/useFocusTrap';

/** $bp-lg in styles/_tokens.scss, where the menu becomes a row. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * What the primary menu has open: the mobile panel, and the branch of submenus (`expanded`, one id
 * per level). Escape closes the deepest submenu, then the panel; a press outside the menu, a
 * navigation or widening the window to the desktop layout close them.
 */
export function usePrimaryNavState() {
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

  const toggleMobile = () => setMobileOpen((v) => !v);

  return { navRef, menuButtonRef, panelId, pathname, mobileOpen, toggleMobile, expanded, toggle, closeAll, onKeyDown };
}
