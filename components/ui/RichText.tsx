import { configuredOrigins } from '@/lib/html/content-origins';
import { prepareContent } from '@/lib/html/content';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import styles from './RichText.module.scss';
import { VideoFacades } from './VideoFacades';

type Tag = 'div' | 'section' | 'span' | 'h1' | 'h2' | 'h3' | 'p';

/**
 * The only way CMS HTML reaches the page: sanitised on the server with an allow-list, with the
 * site's rules for the kinds of WordPress block it holds and the layout WordPress wrote for them
 * (each written once per page, in the head, by React). `inline` renders a title-like fragment
 * without block styles. `lang` words the video facades (without it, players stay iframes).
 */
export function RichText({
  html,
  as: Component = 'div',
  className,
  inline = false,
  id,
  lang,
}: {
  html: string;
  as?: Tag;
  className?: string;
  inline?: boolean;
  id?: string;
  lang?: Locale;
}) {
  if (inline) {
    return <Component id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
  }
  const content = prepareContent(html, { origins: configuredOrigins(), ...(lang ? { facade: getDictionary(lang).ui.video } : {}) });
  const classes = [styles.prose, content.styles.length ? 'cms-content' : undefined, content.scope || undefined, className].filter(Boolean).join(' ');
  return (
    <>
      {content.styles.map((style) => (
        <style key={style.key} href={style.key} precedence="cms-content">
          {style.css}
        </style>
      ))}
      <Component id={id} className={classes} dangerouslySetInnerHTML={{ __html: content.html }} />
      {content.videos && <VideoFacades />}
    </>
  );
}
