import { NewsCard } from '@/components/news/NewsCard';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { NewsCard as NewsCardData } from '@/lib/cms/rules/news-card';
import { HomeSection } from './HomeSection';
import styles from './Home.module.scss';

/** Section 4: latest news (6), each card linking to /{lang}/news/{slug}; 'all news' is the CMS's `all_news`. */
export function LatestNews({ lang, items, dict, translations }: { lang: Locale; items: NewsCardData[]; dict: Dictionary; translations: Record<string, string> }) {
  const texts = { ...dict.home.news, all: translations.all_news?.trim() || dict.home.news.all };
  return (
    <HomeSection name="news" title={texts.title} link={{ href: localePath(lang, '/news'), text: texts.all }}>
      {items.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <ul className={styles.newsGrid}>
          {items.map((card) => (
            <li key={card.id}>
              <NewsCard item={card} lang={lang} readMore={texts.readMore} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
