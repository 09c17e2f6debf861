import type { ReactNode } from 'react';
import type { LightboxImage, LightboxLabels } from '@/components/ui/Lightbox';
import type { NewsItem } from '@/lib/cms/schemas';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { ImageGallery } from './ImageGallery';
import { ParallaxHero } from './ParallaxHero';
import { ReadingProgress } from './ReadingProgress';
import { Slideshow } from './Slideshow';
import { StickyImagePanel } from './StickyImagePanel';
import styles from './Article.module.scss';

/** The pieces every layout places: heading (back link, title, meta), featured image, body, share links. */
interface ArticleParts {
  heading: ReactNode;
  featured: ReactNode;
  body: ReactNode;
  share: ReactNode;
}

interface Props {
  template: NewsItem['news_template'];
  parts: ArticleParts;
  images: LightboxImage[];
  /** The parallax hero's picture (immersive-parallax). */
  heroImage: NewsItem['image'];
  texts: Dictionary['news']['article'];
  lightbox: LightboxLabels;
}

/**
 * The article in the layout its news_template names: default (reading progress), split-screen
 * (sticky image panel), grid-mosaic (photo grid, 'View all'), immersive-parallax (parallax hero,
 * full-screen slideshow).
 */
export function ArticleLayout({ template, parts, images, heroImage, texts, lightbox }: Props) {
  const { heading, featured, body, share } = parts;

  /** The column of the default and mosaic layouts: the article, then its images as a strip or a mosaic. */
  const column = (variant: 'strip' | 'mosaic') => (
    <div className={styles.narrow}>
      {heading}
      {featured}
      {body}
      <ImageGallery images={images} variant={variant} title={texts.gallery} viewAll={texts.viewAll} openImage={texts.openImage} labels={lightbox} />
      {share}
    </div>
  );

  switch (template) {
    case 'split-screen':
      return (
        <div className={styles.wide}>
          <StickyImagePanel images={images} counter={texts.imageCounter} openImage={texts.openImage} labels={lightbox}>
            {heading}
            {body}
            {share}
          </StickyImagePanel>
        </div>
      );
    case 'grid-mosaic':
      return column('mosaic');
    case 'immersive-parallax':
      return (
        <>
          <ParallaxHero image={heroImage}>
            <div className={styles.narrow}>{heading}</div>
          </ParallaxHero>
          <div className={styles.narrow}>
            {body}
            {share}
          </div>
          <Slideshow
            images={images}
            labels={{ title: texts.slideshow, play: texts.play, pause: texts.pause, goToSlide: texts.goToSlide, counter: texts.imageCounter }}
          />
        </>
      );
    default:
      return (
        <>
          <ReadingProgress label={texts.readingProgress} />
          {column('strip')}
        </>
      );
  }
}
