import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { Facts } from '@/components/ui/Facts';
import { PictureCard } from './PictureCard';
import { PanelBlock, TextCards } from './PanelBlock';
import styles from './Panels.module.scss';

/** Programs: the three groups with their programmes, then the special initiatives. */
export function ProgramsPanel({ lang, programs }: { lang: Locale; programs: UkraineProgramsContent['programs'] }) {
  const labels = getDictionary(lang).staticPages.ukrainePrograms.programme;
  return (
    <>
      {programs.groups.map((group, g) => (
        <PanelBlock key={group.title} id={`up-group-${g}`} title={group.title}>
          <p className={styles.muted}>{group.description}</p>
          <ul className={styles.grid3}>
            {group.programmes.map((programme) => (
              <PictureCard
                key={programme.title}
                image={programme.image}
                title={programme.title}
                href={localePath(lang, programme.link)}
                linkText={labels.learnMore}
              >
                <h3>{programme.title}</h3>
                <p>{programme.description}</p>
                <Facts
                  className={styles.facts}
                  facts={[
                    { label: labels.deadline, value: programme.deadline },
                    { label: labels.eligibility, value: programme.eligibility },
                  ]}
                />
              </PictureCard>
            ))}
          </ul>
        </PanelBlock>
      ))}
      <PanelBlock id="up-initiatives" title={programs.initiativesTitle}>
        <TextCards items={programs.initiatives} columns={3} />
      </PanelBlock>
    </>
  );
}
