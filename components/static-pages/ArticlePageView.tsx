import Image from 'next/image';
import Link from 'next/link';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { ArticleContent } from '@/lib/static-content/article';
import { ARTICLE_BLOCKS } from './ArticleBlocks';
import { Block } from './blocks';
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
        <div className={styles.articleBody}>
          {content.blocks.map((block, i) => (
            <Block key={`${block.type}-${i}`} block={block} components={ARTICLE_BLOCKS} />
          ))}
        </div>
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
          <ul>
            {content.related.map((topic) => (
              <li key={topic.href}>
                <Link href={localePath(lang, topic.href)}>{topic.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </div>
  );
}
