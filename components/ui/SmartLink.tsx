import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { isExternal, opensNewTab } from '@/lib/navigation/links';

/**
 * A link to a path of this site (client navigation) or out of it: another site opens in a new
 * tab and says so to screen readers, an e-mail or phone link is a plain link.
 * `href` is final: a site path already carries its language.
 */
export function SmartLink({ lang, href, className, children }: { lang: Locale; href: string; className?: string; children: ReactNode }) {
  if (!isExternal(href)) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return opensNewTab(href) ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{getDictionary(lang).ui.opensInNewTab}</span>
    </a>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
