import type { Menu, MenuItem } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { isExternal } from './links';

/** A menu item ready to render: its href already carries the language. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  external: boolean;
  children: NavItem[];
}

function toNavItem(item: MenuItem, lang: Locale, parentId: string): NavItem {
  const id = `${parentId}${item.id}`;
  const href = item.href.trim() === '' || item.href === '#' ? '' : item.href;
  return {
    id,
    label: item.label,
    href: href === '' ? '' : localePath(lang, href),
    external: href !== '' && isExternal(href),
    children: item.children.map((child) => toNavItem(child, lang, `${id}-`)),
  };
}

export function toNavItems(menu: Menu, lang: Locale): NavItem[] {
  return menu.map((item) => toNavItem(item, lang, 'm'));
}
