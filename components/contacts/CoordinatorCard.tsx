'use client';

import { useId, useState } from 'react';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { Avatar } from '@/components/ui/Avatar';
import type { CoordinatorView } from '@/lib/contact/view';
import styles from './CoordinatorCard.module.scss';


/** "Coordinator description is truncated to 150 characters with an ellipsis until expanded." */
export function CoordinatorCard({
  coordinator,
  labels,
}: {
  coordinator: CoordinatorView;
  labels: { showMore: string; showLess: string; achievements: string };
}) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const collapsed = coordinator.truncated !== null && !expanded;
  return (
    <article className={styles.coordinator} data-testid="coordinator">
      <div className={styles.coordinatorHead}>
        <Avatar photo={coordinator.photo} name={coordinator.name} size={72} />
        <div>
          <h3 className={styles.coordinatorName}>{coordinator.name}</h3>
          {coordinator.position && <p className={styles.coordinatorPosition}>{coordinator.position}</p>}
          {coordinator.department && <p className={styles.coordinatorDepartment}>{coordinator.department}</p>}
        </div>
      </div>
      <div id={bodyId}>
        {coordinator.description && (
          <p className={styles.coordinatorText} data-testid="coordinator-description">
            {collapsed ? coordinator.truncated : coordinator.description}
          </p>
        )}
        {!collapsed && coordinator.achievements.length > 0 && (
          <>
            <h4 className={styles.smallTitle}>{labels.achievements}</h4>
            <ul className={styles.achievements}>
              {coordinator.achievements.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {coordinator.truncated !== null && (
        <button type="button" className={styles.linkButton} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? labels.showLess : labels.showMore}
        </button>
      )}
      {(coordinator.email || coordinator.phone) && (
        <p className={styles.coordinatorContacts}>
          {coordinator.email && <a href={`mailto:${coordinator.email}`}>{coordinator.email}</a>}
          {coordinator.phone && <PhoneLink phone={coordinator.phone} />}
        </p>
      )}
    </article>
  );
}
