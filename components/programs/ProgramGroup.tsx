import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { StatusTexts } from '@/lib/programs/labels';
import { ProgramCard, type ProgramCardTexts } from './ProgramCard';
import styles from './Programs.module.scss';

/** One category: its label and a grid of programme cards. */
export function ProgramGroup({
  group,
  lang,
  serverNow,
  statusTexts,
  texts,
}: {
  group: ProgramCategoryGroup;
  lang: Locale;
  serverNow: string;
  statusTexts: StatusTexts;
  texts: ProgramCardTexts;
}) {
  const headingId = `category-${group.id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-category={group.id}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.label}
      </h2>
      <div className={styles.grid}>
        {group.programs.map((program) => (
          <ProgramCard key={program.id} program={program} lang={lang} serverNow={serverNow} statusTexts={statusTexts} texts={texts} />
        ))}
      </div>
    </section>
  );
}
