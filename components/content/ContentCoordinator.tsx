import Image from 'next/image';
import type { TeamMember } from '@/lib/cms/schemas';
import styles from './DynamicContent.module.scss';

export interface ContentCoordinatorTexts {
  title: string;
  defaultPosition: string;
  email: string;
  phone: string;
  officeHours: string;
}

/** The programme coordinator card of a dynamic page (shown only for a curator_id in the team). */
export function ContentCoordinator({ member, texts }: { member: TeamMember; texts: ContentCoordinatorTexts }) {
  return (
    <aside className={styles.coordinator} aria-labelledby={`coordinator-${member.id}`} data-testid="coordinator-card">
      <h2 id={`coordinator-${member.id}`} className={styles.asideTitle}>
        {texts.title}
      </h2>
      <div className={styles.coordinatorBody}>
        {member.photo ? (
          <Image className={styles.coordinatorPhoto} src={member.photo} alt="" width={88} height={88} />
        ) : (
          <span className={`${styles.coordinatorPhoto} ${styles.initial}`} aria-hidden="true">
            {member.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className={styles.coordinatorName}>
            {member.name}
          </p>
          <p className={styles.coordinatorPosition}>{member.position || texts.defaultPosition}</p>
          <dl className={styles.coordinatorContacts}>
            {member.email && (
              <div>
                <dt>{texts.email}</dt>
                <dd>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </dd>
              </div>
            )}
            {member.phone && (
              <div>
                <dt>{texts.phone}</dt>
                <dd>
                  <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{member.phone}</a>
                </dd>
              </div>
            )}
            {member.office_hours && (
              <div>
                <dt>{texts.officeHours}</dt>
                <dd>{member.office_hours}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </aside>
  );
}
