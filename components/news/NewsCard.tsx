import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { NewsCard as NewsCardData } from '@/lib/cms/rules/news-card';
import styles from './NewsCard.module.scss';

/** One news card: image, date, title linking to the article, excerpt and 'Read more'. */
/** `headingLevel` keeps the outline: h2 in the list (under the page's h1), h3 under a section's h2. */
export function NewsCard({
  item,
  lang,
  readMore,
  headingLevel = 2,
}: {
  item: NewsCardData;
  lang: Locale;
  readMore: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localePath(lang, `/news/${encodeURIComponent(item.slug)}`);
  return (
    <article className={styles.card} data-testid="news-card">
      {item.image && (
        <div className={styles.media}>
          <Image src={item.image} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className={styles.image} />
        </div>
      )}
      <div className={styles.body}>
        <time className={styles.date} dateTime={item.date.slice(0, 10)}>
          {formatLongDate(item.date, lang)}
        </time>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
        <span className={styles.more} aria-hidden="true">
          {readMore}
        </span>
      </div>
    </article>
  );
}
