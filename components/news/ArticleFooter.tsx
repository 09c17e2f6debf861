import { Link } from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsCard as NewsCardData } from '@/lib/cms/rules/news-card';
import type { ArticleTexts } from './article-texts';
import { NewsCard } from './NewsCard';
import styles from './Article.module.scss';

/** Below every layout: the related news, when there are any, and 'View all news'. */
export function ArticleFooter({ lang, related, texts, newsPath }: { lang: Locale; related: NewsCardData[]; texts: ArticleTexts; newsPath: string }) {
  return (
    <footer className={styles.footer}>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title" className={styles.relatedTitle}>
            {texts.related}
          </h2>
          <div className={styles.relatedGrid} data-testid="related-news">
            {related.map((card) => (
              <NewsCard key={card.id} item={card} lang={lang} readMore={texts.readMore} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
      <Link href={newsPath} className={styles.viewAllNews}>
        {texts.viewAllNews}
      </Link>
    </footer>
  );
}
