import { fill } from '@/lib/i18n/fill';
import { meaningfulDescription } from '@/lib/media/describe';
import type { LightboxImage, LightboxLabels } from './Lightbox';
import styles from './Lightbox.module.scss';

/** Under the image: its title, short and long descriptions and photographer, where it has them. */
export function LightboxCaption({ image, photoBy }: { image: LightboxImage; photoBy: LightboxLabels['photoBy'] }) {
  const description = meaningfulDescription(image.description);
  if (!(image.title || description || image.descriptionHtml || image.photographer)) return null;
  return (
    <div className={styles.caption}>
      {image.title && <p className={styles.title}>{image.title}</p>}
      {description && <p className={styles.description}>{description}</p>}
      {image.descriptionHtml && <div className={styles.fullDescription} dangerouslySetInnerHTML={{ __html: image.descriptionHtml }} />}
      {image.photographer && <p className={styles.credit}>{fill(photoBy, { photographer: image.photographer })}</p>}
    </div>
  );
}
