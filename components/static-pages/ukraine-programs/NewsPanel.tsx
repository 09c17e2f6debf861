import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { PictureCard } from './PictureCard';
import { PanelBlock } from './PanelBlock';
import styles from './Panels.module.scss';

/** News: cards with picture, date and excerpt, then short dated updates. */
export function NewsPanel({ lang, news }: { lang: Locale; news: UkraineProgramsContent['news'] }) {
  const { readMore } = getDictionary(lang).staticPages.ukrainePrograms;
  return (
    <>
      <PanelBlock id="up-news" title={news.title}>
        <ul className={styles.grid3}>
          {news.items.map((item) => (
            <PictureCard key={item.title} image={item.image} title={item.title} href={localePath(lang, item.link)} linkText={readMore}>
              <p className={styles.muted}>{item.date}</p>
              <h3>{item.title}</h3>
              <p>{item.excerpt}</p>
            </PictureCard>
          ))}
        </ul>
      </PanelBlock>
      <PanelBlock id="up-updates" title={news.updatesTitle}>
        <ul className={styles.bullets}>
          {news.updates.map((update) => (
            <li key={update.text}>
              <span className={styles.muted}>{update.date}</span> {update.text}
            </li>
          ))}
        </ul>
      </PanelBlock>
    </>
  );
}
