import Image from 'next/image';
import type { Curator } from '@/lib/cms/schemas';
import { config } from '@/lib/config';
import { fill } from '@/lib/i18n/fill';
import styles from './ProgramDetail.module.scss';

export interface CuratorTexts {
  curatorTitle: string;
  defaultPosition: string;
  email: string;
  phone: string;
  officeHours: string;
  noCurator: string;
  photoOf: string;
}

/** The curator (photo or placeholder, name, position, e-mail, phone, office hours), or the office's e-mail. */
export function CuratorCard({ curator, texts }: { curator: Curator | null; texts: CuratorTexts }) {
  if (!curator) {
    return (
      <div className={styles.curator} data-testid="curator">
        <p className={styles.curatorFallback}>
          {texts.noCurator}{' '}
          <a href={`mailto:${config.defaultContactEmail}`}>{config.defaultContactEmail}</a>
        </p>
      </div>
    );
  }
  const photo = curator.photo ?? curator.image;
  const phoneHref = curator.phone.replace(/[^\d+]/g, '');
  return (
    <div className={styles.curator} data-testid="curator">
      <h3 className={styles.curatorHeading}>{texts.curatorTitle}</h3>
      <div className={styles.curatorBody}>
        {photo ? (
          <Image className={styles.curatorPhoto} src={photo} alt={fill(texts.photoOf, { name: curator.name })} width={96} height={96} />
        ) : (
          <span className={styles.curatorPlaceholder} aria-hidden="true" data-testid="curator-placeholder">
            {curator.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className={styles.curatorName}>{curator.name}</p>
          <p className={styles.curatorPosition}>{curator.position || texts.defaultPosition}</p>
          <dl className={styles.curatorContacts}>
            {curator.email && (
              <div>
                <dt>{texts.email}</dt>
                <dd>
                  <a href={`mailto:${curator.email}`}>{curator.email}</a>
                </dd>
              </div>
            )}
            {curator.phone && (
              <div>
                <dt>{texts.phone}</dt>
                <dd>{phoneHref ? <a href={`tel:${phoneHref}`}>{curator.phone}</a> : curator.phone}</dd>
              </div>
            )}
            {curator.office_hours && (
              <div>
                <dt>{texts.officeHours}</dt>
                <dd>{curator.office_hours}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </div>
  );
}
