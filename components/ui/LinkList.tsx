import { Link } from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/** A list of links to pages of the site, in `lang`. */
export function LinkList({ lang, links, className }: { lang: Locale; links: { href: string; label: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link href={localePath(lang, link.href)}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
