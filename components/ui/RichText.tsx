import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import styles from './RichText.module.scss';

type Tag = 'div' | 'section' | 'span' | 'h1' | 'h2' | 'h3' | 'p';

/**
 * The only way CMS HTML reaches the page: sanitised on the server with an allow-list.
 * `inline` renders a title-like fragment without block styles.
 */
export function RichText({
  html,
  as: Component = 'div',
  className,
  inline = false,
  id,
}: {
  html: string;
  as?: Tag;
  className?: string;
  inline?: boolean;
  id?: string;
}) {
  const classes = [inline ? undefined : styles.prose, className].filter(Boolean).join(' ') || undefined;
  return <Component id={id} className={classes} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
