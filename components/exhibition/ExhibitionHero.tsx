import Image from 'next/image';
import type { PhotoExhibitionPage } from '@/lib/cms/schemas';
import styles from './Exhibition.module.scss';

/** "Full-height hero (background image, title, subtitle, description, dates)". */
export function ExhibitionHero({ page, datesLabel }: { page: PhotoExhibitionPage; datesLabel: string }) {
  return (
    <div className={styles.hero}>
      {page.hero_background_image && (
        <Image src={page.hero_background_image} alt="" fill preload fetchPriority="high" sizes="100vw" className={styles.heroImage} />
      )}
      <div className={styles.heroShade} aria-hidden="true" />
      <div className={styles.heroInner}>
        {page.hero_subtitle && <p className={styles.heroSubtitle}>{page.hero_subtitle}</p>}
        <h1 className={styles.heroTitle}>{page.hero_title}</h1>
        {page.hero_description && <p className={styles.heroDescription}>{page.hero_description}</p>}
        {page.hero_dates && (
          <p className={styles.heroDates}>
            <span className="visually-hidden">{`${datesLabel}: `}</span>
            {page.hero_dates}
          </p>
        )}
      </div>
    </div>
  );
}
