import { Link } from '@/components/ui/Link';
import { RichText } from '@/components/ui/RichText';
import type { NewsItem } from '@/lib/cms/schemas';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleTexts } from './article-texts';
import styles from './Article.module.scss';

/** The top of every layout: the link back to the news, the title, then date, reading time and views. */
export function ArticleHeading({ item, lang, texts, newsPath }: { item: NewsItem; lang: Locale; texts: ArticleTexts; newsPath: string }) {
  return (
    <>
      <Link href={newsPath} className={styles.back}>
        <span aria-hidden="true">←</span> {texts.backToNews}
      </Link>
      <RichText as="h1" inline html={item.title} className={styles.title} />
      <p className={styles.meta}>
        <time dateTime={item.date.slice(0, 10)}>{formatLongDate(item.date, lang)}</time>
        <span aria-hidden="true">·</span>
        <span data-testid="reading-time">{texts.minRead}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="views">{texts.views}</span>
      </p>
    </>
  );
}
