import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LightboxImage } from '@/components/ui/Lightbox';
import { RichText } from '@/components/ui/RichText';
import type { NewsItem } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { meaningfulDescription } from '@/lib/media/describe';
import type { NewsCard as NewsCardData } from '@/lib/news/card';
import { readingTime } from '@/lib/news/reading-time';
import { shareLinks, shareUrl } from '@/lib/news/share';
import { htmlToText } from '@/lib/html/sanitize';
import { absoluteUrl } from '@/lib/seo/metadata';
import { articleTexts } from './article-texts';
import { ImageGallery } from './ImageGallery';
import { NewsCard } from './NewsCard';
import { ParallaxHero } from './ParallaxHero';
import { ReadingProgress } from './ReadingProgress';
import { ShareLinks } from './ShareLinks';
import { Slideshow } from './Slideshow';
import { StickyImagePanel } from './StickyImagePanel';
import { ViewBeacon } from './ViewBeacon';
import styles from './Article.module.scss';

/**
 * A news article in the layout its news_template names: default (reading
 * progress), split-screen (sticky image panel), grid-mosaic (photo grid, 'View all'),
 * immersive-parallax (parallax hero, full-screen slideshow). Every layout shows the title, date,
 * reading time, views, body, share links, back link, related news and 'View all news'.
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
  const immersive = template === 'immersive-parallax';
  const links = shareLinks(shareUrl(item, pageUrl), htmlToText(item.title), { email: !immersive });
  const images: LightboxImage[] = item.images.map((image) => ({
    src: image.url,
    alt: image.title,
    title: image.title,
    description: meaningfulDescription(image.description),
  }));
  const lightbox = dict.ui.lightbox;
  const newsPath = localePath(lang, '/news');

  const meta = (
    <p className={styles.meta}>
      <time dateTime={item.date.slice(0, 10)}>{formatLongDate(item.date, lang)}</time>
      <span aria-hidden="true">·</span>
      <span data-testid="reading-time">{cmsTexts.minRead}</span>
      <span aria-hidden="true">·</span>
      <span data-testid="views">{cmsTexts.views}</span>
    </p>
  );
  const back = (
    <Link href={newsPath} className={styles.back}>
      <span aria-hidden="true">←</span> {cmsTexts.backToNews}
    </Link>
  );
  const heading = (
    <>
      {back}
      <RichText as="h1" inline html={item.title} className={styles.title} />
      {meta}
    </>
  );
  const bodyHtml = <RichText html={body} className={styles.body} />;
  const share = <ShareLinks links={links} title={texts.share} names={texts.shareNames} labels={texts.shareOn} />;
  const featured = item.image ? (
    <div className={styles.featured}>
      <Image src={item.image} alt="" fill preload fetchPriority="high" sizes="(min-width: 1024px) 960px, 100vw" className={styles.featuredImage} />
    </div>
  ) : null;

  /** The column of the default and mosaic layouts: the article, then its images as a strip or a mosaic. */
  const column = (variant: 'strip' | 'mosaic') => (
    <div className={styles.narrow}>
      {heading}
      {featured}
      {bodyHtml}
      <ImageGallery images={images} variant={variant} title={texts.gallery} viewAll={texts.viewAll} openImage={texts.openImage} labels={lightbox} />
      {share}
    </div>
  );

  let layout: ReactNode;
  switch (template) {
    case 'split-screen':
      layout = (
        <div className={styles.wide}>
          <StickyImagePanel images={images} counter={texts.imageCounter} openImage={texts.openImage} labels={lightbox}>
            {heading}
            {bodyHtml}
            {share}
          </StickyImagePanel>
        </div>
      );
      break;
    case 'grid-mosaic':
      layout = column('mosaic');
      break;
    case 'immersive-parallax':
      layout = (
        <>
          <ParallaxHero image={item.image}>
            <div className={styles.narrow}>{heading}</div>
          </ParallaxHero>
          <div className={styles.narrow}>
            {bodyHtml}
            {share}
          </div>
          <Slideshow
            images={images}
            labels={{ title: texts.slideshow, play: texts.play, pause: texts.pause, goToSlide: texts.goToSlide, counter: texts.imageCounter }}
          />
        </>
      );
      break;
    default:
      layout = (
        <>
          <ReadingProgress label={texts.readingProgress} />
          {column('strip')}
        </>
      );
  }

  return (
    <article className={styles.article} data-template={template} data-testid="news-article">
      <ViewBeacon postId={item.id} />
      {layout}
      <footer className={styles.footer}>
        {related.length > 0 && (
          <section aria-labelledby="related-title" className={styles.related}>
            <h2 id="related-title" className={styles.relatedTitle}>
              {cmsTexts.related}
            </h2>
            <div className={styles.relatedGrid} data-testid="related-news">
              {related.map((card) => (
                <NewsCard key={card.id} item={card} lang={lang} readMore={cmsTexts.readMore} headingLevel={3} />
              ))}
            </div>
          </section>
        )}
        <Link href={newsPath} className={styles.viewAllNews}>
          {cmsTexts.viewAllNews}
        </Link>
      </footer>
    </article>
  );
}
