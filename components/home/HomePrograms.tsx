import { Link } from '@/components/ui/Link';
import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import { ProgramStatusBadge } from '@/components/programs/ProgramStatusBadge';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { programWindow } from '@/lib/programs/status';
import { HomeSection } from './HomeSection';
import styles from './Home.module.scss';

/** Section 2: programmes grouped by category, each with its live status badge. */
export function HomePrograms({ lang, groups, serverNow, dict }: { lang: Locale; groups: ProgramCategoryGroup[]; serverNow: string; dict: Dictionary }) {
  const texts = dict.home.programs;
  const badgeTexts = { names: dict.programs.status.names, statusLabel: dict.programs.status.statusLabel };
  return (
    <HomeSection name="programs" title={texts.title} subtitle={texts.subtitle} link={{ href: localePath(lang, '/programs'), text: texts.all }}>
      <div className={styles.categories}>
        {groups
          .filter((g) => g.programs.length > 0)
          .map((group) => (
            <section key={group.id} className={styles.category} aria-labelledby={`home-category-${group.id}`}>
              <h3 id={`home-category-${group.id}`} className={styles.categoryTitle}>
                {group.label}
              </h3>
              <ul className={styles.programList}>
                {group.programs.map((program) => (
                  <li key={program.id} className={styles.programItem} data-slug={program.slug}>
                    <Link href={localePath(lang, `/programs/${encodeURIComponent(program.slug)}`)}>{program.title}</Link>
                    <ProgramStatusBadge program={programWindow(program)} serverNow={serverNow} texts={badgeTexts} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </HomeSection>
  );
}
