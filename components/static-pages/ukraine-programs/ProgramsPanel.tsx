import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { UkraineProgramsContent } from '@/lib/static-content/ukraine-programs';
import { Facts } from '@/components/ui/Facts';
import { PictureCard } from './PictureCard';
import styles from './Panels.module.scss';

/** Programs: the three groups with their programmes, then the special initiatives. */
export function ProgramsPanel({ lang, programs }: { lang: Locale; programs: UkraineProgramsContent['programs'] }) {
  const labels = getDictionary(lang).staticPages.ukrainePrograms.programme;
  return (
    <>
      {programs.groups.map((group, g) => (
        <section key={group.title} className={styles.block} aria-labelledby={`up-group-${g}`}>
          <h2 id={`up-group-${g}`}>{group.title}</h2>
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
        </section>
      ))}
      <section className={styles.block} aria-labelledby="up-initiatives">
        <h2 id="up-initiatives">{programs.initiativesTitle}</h2>
        <ul className={styles.grid3}>
          {programs.initiatives.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
