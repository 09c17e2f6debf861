import { ContactList } from '@/components/ui/ContactList';
import { Avatar } from '@/components/ui/Avatar';
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
        <Avatar photo={member.photo} name={member.name} size={88} />
        <div>
          <p className={styles.coordinatorName}>
            {member.name}
          </p>
          <p className={styles.coordinatorPosition}>{member.position || texts.defaultPosition}</p>
          <ContactList className={styles.coordinatorContacts} email={member.email} phone={member.phone} officeHours={member.office_hours} labels={texts} />
        </div>
      </div>
    </aside>
  );
}
