import Image from 'next/image';
import { LinkList } from '@/components/ui/LinkList';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleContent } from '@/lib/static-pages/article';
import { ARTICLE_BLOCKS } from './ArticleBlocks';
import { Blocks } from './blocks';
import shared from './StaticPages.module.scss';
import styles from './CustomArticle.module.scss';

/** Article page (custom-article, hard-coded). */
export function ArticlePageView({ lang, content }: { lang: Locale; content: ArticleContent }) {
  const labels = getDictionary(lang).staticPages.sharedLabels;
  return (
    <div className={styles.articleLayout}>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.articleHeader}>
          <p className={shared.tag}>{content.category}</p>
          <h1 id="article-title">{content.title}</h1>
          <p className={shared.lead}>{content.subtitle}</p>
          <p className={shared.muted}>
            {fill(labels.by, { author: content.author.name })} · {labels.published}{' '}
            <time dateTime={content.isoDate}>{content.date}</time> · {fill(labels.readingTime, { minutes: content.readingMinutes })}
          </p>
        </header>
        <Blocks blocks={content.blocks} components={ARTICLE_BLOCKS} className={styles.articleBody} />
      </article>
      <aside className={styles.sidebar}>
        <section className={styles.authorCard} aria-labelledby="article-author">
          <h2 id="article-author">{labels.aboutAuthor}</h2>
          <div className={styles.authorRow}>
            <div className={styles.authorAvatar}>
              <Image src={content.author.avatar} alt="" fill sizes="64px" className={shared.cover} />
            </div>
            <p>
              <strong>{content.author.name}</strong>
              <span>{content.author.role}</span>
            </p>
          </div>
          <p>{content.author.bio}</p>
        </section>
        <nav className={styles.related} aria-labelledby="article-related">
          <h2 id="article-related">{labels.relatedTopics}</h2>
          <LinkList lang={lang} links={content.related} />
        </nav>
      </aside>
    </div>
  );
}
