import { ContactList } from '@/components/ui/ContactList';
import { Avatar } from '@/components/ui/Avatar';
import type { Curator } from '@/lib/cms/schemas';
import { config } from '@/lib/config';
import { fill } from '@/lib/i18n/fill';
import styles from './CuratorCard.module.scss';

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
  return (
    <div className={styles.curator} data-testid="curator">
      <h3 className={styles.curatorHeading}>{texts.curatorTitle}</h3>
      <div className={styles.curatorBody}>
        <Avatar photo={photo} name={curator.name} size={96} alt={fill(texts.photoOf, { name: curator.name })} testId="curator-placeholder" />
        <div>
          <p className={styles.curatorName}>{curator.name}</p>
          <p className={styles.curatorPosition}>{curator.position || texts.defaultPosition}</p>
          <ContactList className={styles.curatorContacts} email={curator.email} phone={curator.phone} officeHours={curator.office_hours} labels={texts} />
        </div>
      </div>
    </div>
  );
}
