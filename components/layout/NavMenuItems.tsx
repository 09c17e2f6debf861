import { Link } from '@/components/ui/Link';
import type { NavItem } from '@/lib/navigation/menu';
import styles from './PrimaryNav.module.scss';

interface Props {
  items: NavItem[];
  /** 1 for the top row; parents show their children down to level 3. */
  depth: number;
  /** The ids of the open submenus, one per level. */
  expanded: string[];
  /** The menu's own id, the prefix of its buttons' and submenus' ids. */
  panelId: string;
  pathname: string;
  /** 'Open submenu: {label}'. */
  openSubmenu: string;
  onToggle: (id: string, depth: number) => void;
  onNavigate: () => void;
}

/** One level of the primary menu: each item's link (or label) and, for a parent, its disclosure button and submenu. */
export function NavMenuItems({ items, depth, expanded, panelId, pathname, openSubmenu, onToggle, onNavigate }: Props) {
  return items.map((item) => {
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
              onClick={onNavigate}
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
              aria-label={openSubmenu.replace('{label}', item.label)}
              onClick={() => onToggle(item.id, depth - 1)}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
        {hasChildren && (
          <ul id={submenuId} className={styles.submenu} data-depth={depth + 1}>
            <NavMenuItems
              items={item.children}
              depth={depth + 1}
              expanded={expanded}
              panelId={panelId}
              pathname={pathname}
              openSubmenu={openSubmenu}
              onToggle={onToggle}
              onNavigate={onNavigate}
            />
          </ul>
        )}
      </li>
    );
  });
}
