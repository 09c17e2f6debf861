import Link from 'next/link';
import type { Program } from '@/lib/cms/schemas';
import { ApplicationStatus, type StatusLabels } from './ApplicationStatus';
import styles from './Programs.module.scss';

export interface CardLabels extends StatusLabels {
  learnMore: string;
}

/** A programme card: title, description, learn-more link, deadline, status badge, apply control. */
export function ProgramCard({
  program,
  href,
  labels,
  locale,
  serverNow,
}: {
  program: Program;
  href: string;
  labels: CardLabels;
  locale: string;
  serverNow: number;
}) {
  return (
    <article className={styles.card} data-testid="program-card" data-slug={program.slug}>
      <h3 className={styles.cardTitle}>
        <Link href={href}>{program.title}</Link>
      </h3>
      {program.description && <p className={styles.cardText}>{program.description}</p>}
      <ApplicationStatus program={program} submitUrl={program.submit_url} labels={labels} locale={locale} serverNow={serverNow} title={program.title} />
      <Link className={styles.learnMore} href={href} aria-label={`${labels.learnMore}: ${program.title}`}>
        {labels.learnMore} →
      </Link>
    </article>
  );
}
