import Image from 'next/image';
import type { LightboxImage } from '@/components/ui/Lightbox';
import { RichText } from '@/components/ui/RichText';
import type { NewsItem } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { meaningfulDescription } from '@/lib/media/describe';
import type { NewsCard as NewsCardData } from '@/lib/cms/rules/news-card';
import { readingTime } from '@/lib/news/reading-time';
import { shareLinks, shareUrl } from '@/lib/news/share';
import { htmlToText } from '@/lib/html/sanitize';
import { absoluteUrl } from '@/lib/seo/metadata';
import { articleTexts } from './article-texts';
import { ArticleFooter } from './ArticleFooter';
import { ArticleHeading } from './ArticleHeading';
import { ArticleLayout } from './ArticleLayout';
import { ShareLinks } from './ShareLinks';
import { ViewBeacon } from './ViewBeacon';
import styles from './Article.module.scss';

/**
 * A news article in the layout its news_template names (see ArticleLayout). Every layout shows the
 * title, date, reading time, views, body, share links, back link, related news and 'View all news'.
 */
export function ArticleView({
  lang,
  item,
  related,
  translations,
}: {
  lang: Locale;
  item: NewsItem;
  related: NewsCardData[];
  /** The news list's `translations` from the CMS. */
  translations: Record<string, string>;
}) {
  const dict = getDictionary(lang);
  const texts = dict.news.article;
  const body = item.content || item.description;
  const cmsTexts = articleTexts(translations, lang, { minutes: readingTime(body, lang), views: item.views });
  const pageUrl = absoluteUrl(localePath(lang, `/news/${item.slug}`));
  const template = item.news_template;
  const links = shareLinks(shareUrl(item, pageUrl), htmlToText(item.title), { email: template !== 'immersive-parallax' });
  const images: LightboxImage[] = item.images.map((image) => ({
    src: image.url,
    alt: image.title,
    title: image.title,
    description: meaningfulDescription(image.description),
  }));
  const newsPath = localePath(lang, '/news');
  const parts = {
    heading: <ArticleHeading item={item} lang={lang} texts={cmsTexts} newsPath={newsPath} />,
    featured: item.image ? (
      <div className={styles.featured}>
        <Image src={item.image} alt="" fill preload fetchPriority="high" sizes="(min-width: 1024px) 960px, 100vw" className={styles.featuredImage} />
      </div>
    ) : null,
    body: <RichText lang={lang} html={body} className={styles.body} />,
    share: <ShareLinks links={links} title={texts.share} names={texts.shareNames} labels={texts.shareOn} />,
  };

  return (
    <article className={styles.article} data-template={template} data-testid="news-article">
      <ViewBeacon postId={item.id} />
      <ArticleLayout template={template} parts={parts} images={images} heroImage={item.image} texts={texts} lightbox={dict.ui.lightbox} />
      <ArticleFooter lang={lang} related={related} texts={cmsTexts} newsPath={newsPath} />
    </article>
  );
}
