'use client';

import Image from 'next/image';
import { ContactList } from '@/components/ui/ContactList';
import { useId, useState } from 'react';
import type { TeamMemberView } from '@/lib/team/view';
import styles from './TeamMemberCard.module.scss';

export interface TeamMemberLabels {
  showMore: string;
  showLess: string;
  keyAchievements: string;
  email: string;
  phone: string;
  officeHours: string;
}

/**
 * "Each member card has a short description with a show more / show less toggle
 * that also reveals achievements." Without a toggle everything the member has is shown.
 */
export function TeamMemberCard({ member, labels }: { member: TeamMemberView; labels: TeamMemberLabels }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const open = !member.canExpand || expanded;
  const text = member.canExpand
    ? expanded
      ? member.fullDescription
      : member.shortDescription
    : member.shortDescription || member.fullDescription;

  return (
    <article className={styles.member} data-testid="team-member" data-expanded={member.canExpand ? expanded : undefined}>
      <div className={styles.memberPhoto}>
        {member.photo ? (
          <Image src={member.photo} alt="" fill sizes="(min-width: 1024px) 360px, (min-width: 768px) 45vw, 90vw" />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {member.name.charAt(0).toUpperCase()}
          </span>
        )}
      </div>
      <div className={styles.memberBody}>
        <h3 className={styles.memberName}>{member.name}</h3>
        {member.position && <p className={styles.memberPosition}>{member.position}</p>}
        {member.department && <p className={styles.memberDepartment}>{member.department}</p>}
        <div id={detailsId}>
          {text && <p className={styles.memberText}>{text}</p>}
          {open && member.achievements.length > 0 && (
            <div className={styles.achievements}>
              <h4 className={styles.achievementsTitle}>{labels.keyAchievements}</h4>
              <ul>
                {member.achievements.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {member.canExpand && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? labels.showLess : labels.showMore}
          </button>
        )}
        <ContactList className={styles.contacts} email={member.email} phone={member.phone} officeHours={member.officeHours} labels={labels} />
      </div>
    </article>
  );
}
