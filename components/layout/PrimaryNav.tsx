'use client';

import { createPortal } from 'react-dom';
import type { NavItem } from '@/lib/navigation/menu';
import { NavMenuItems } from './NavMenuItems';
import { usePrimaryNavState } from './usePrimaryNavState';
import styles from './PrimaryNav.module.scss';

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
  const { navRef, menuButtonRef, panelId, pathname, mobileOpen, toggleMobile, expanded, toggle, closeAll, onKeyDown } = usePrimaryNavState();

  return (
    <nav ref={navRef} className={styles.nav} aria-label={labels.primaryNav} onKeyDown={onKeyDown}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={mobileOpen}
        aria-controls={panelId}
        onClick={toggleMobile}
      >
        <span className={styles.burger} aria-hidden="true" data-open={mobileOpen} />
        <span className="visually-hidden">{mobileOpen ? labels.closeMenu : labels.openMenu}</span>
      </button>
      <ul id={panelId} className={`${styles.menu} ${mobileOpen ? styles.menuOpen : ''}`} data-depth={1}>
        <NavMenuItems
          items={items}
          depth={1}
          expanded={expanded}
          panelId={panelId}
          pathname={pathname}
          openSubmenu={labels.openSubmenu}
          onToggle={toggle}
          onNavigate={closeAll}
        />
      </ul>
      {/* In <body>: the header's backdrop-filter would make it the containing block of a fixed child. */}
      {mobileOpen && createPortal(<div className={styles.backdrop} data-testid="menu-backdrop" aria-hidden="true" />, document.body)}
    </nav>
  );
}
