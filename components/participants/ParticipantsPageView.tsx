import { DataTable } from '@/components/ui/DataTable';
import { PageHero } from '@/components/ui/PageHero';
import { fill } from '@/lib/i18n/fill';
import { getDictionary } from '@/lib/i18n/dictionary';
import { countLabel } from '@/lib/i18n/count-label';
import { formatNumber, pluralForm } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { participantsContent } from '@/lib/static-pages/participants';
import { sortPrograms, sortYears } from '@/lib/stories/stories';
import { DisabledFilters } from './DisabledFilters';
import { InProgress } from './InProgress';
import styles from './Participants.module.scss';

/**
 * The participants placeholder. No artificial delay: it renders at once. Its
 * programmes figure is the office's programmes, counted (absent when they could not be loaded).
 */
export function ParticipantsPageView({ lang, programCount }: { lang: Locale; programCount: number }) {
  const texts = getDictionary(lang).participants;
  const programs = programCount > 0 ? [{ value: formatNumber(programCount, lang), label: countLabel(programCount, lang, texts.programsFigure) }] : [];
  const { samples, statsByYear } = participantsContent[lang];
  const count = samples.length;
  const max = Math.max(...statsByYear.map((s) => s.count), 1);
  return (
    <>
      <PageHero titleId="participants-title" title={texts.heroTitle} subtitle={texts.heroSubtitle} stats={[...texts.figures, ...programs]} />
      <div className={styles.page}>
        <section className={styles.statsBlock} aria-labelledby="participants-stats">
          <h2 id="participants-stats">{texts.statsTitle}</h2>
          <p className={styles.note}>{texts.statsCaption}</p>
          <DataTable className={styles.statsTable} caption={texts.statsTitle} columns={[texts.yearColumn, texts.countColumn]}>
            {statsByYear.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>
                  <span className={styles.barCell}>
                    <span className={styles.barTrack}>
                      <span className={styles.bar} style={{ inlineSize: `${(row.count / max) * 100}%` }} aria-hidden="true" />
                    </span>
                    <span className={styles.barValue}>{formatNumber(row.count, lang)}</span>
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
        <DisabledFilters
          idPrefix="participants-filters"
          title={texts.filtersTitle}
          note={texts.filtersDisabled}
          allLabel={texts.all}
          resetLabel={texts.reset}
          filters={[
            { id: 'q', label: texts.searchLabel, kind: 'search', placeholder: texts.searchPlaceholder },
            { id: 'year', label: texts.yearLabel, kind: 'select', options: sortYears(samples.map((s) => s.year)) },
            { id: 'program', label: texts.programLabel, kind: 'select', options: sortPrograms(samples.map((s) => s.program)) },
            { id: 'field', label: texts.fieldLabel, kind: 'select', options: [...new Set(samples.map((s) => s.field))].sort() },
          ]}
        />
        <p className={styles.found} data-testid="participants-found">
          {fill(pluralForm(count, lang, texts.found), { count })}
        </p>
        <InProgress title={texts.progressTitle} text={texts.progressText} linkText={texts.progressLink} href={localePath(lang, '/library')} />
      </div>
    </>
  );
}
