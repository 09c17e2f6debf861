import { Link } from '@/components/ui/Link';
import type { Program } from '@/lib/cms/schemas';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { learnMoreHref } from '@/lib/programs/learn-more';
import { programWindow } from '@/lib/programs/status';
import type { StatusTexts } from '@/lib/programs/labels';
import { ProgramCardStatus } from './ProgramStatus';
import styles from './Programs.module.scss';

export interface ProgramCardTexts {
  learnMore: string;
  learnMoreAbout: string;
  opensInNewTab: string;
}

/** Card: title, description, learn-more link, deadline display, status badge, apply control. */
export function ProgramCard({
  program,
  lang,
  serverNow,
  statusTexts,
  texts,
  headingLevel = 3,
}: {
  program: Program;
  lang: Locale;
  serverNow: string;
  statusTexts: StatusTexts;
  texts: ProgramCardTexts;
  headingLevel?: 3 | 4;
}) {
  const href = localePath(lang, `/programs/${encodeURIComponent(program.slug)}`);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const more = learnMoreHref(program, lang);
  const moreLabel = fill(texts.learnMoreAbout, { title: program.title });
  return (
    <article className={styles.card} data-slug={program.slug}>
      <Heading className={styles.cardTitle}>
        <Link href={href}>{program.title}</Link>
      </Heading>
      {program.description && <p className={styles.cardDescription}>{program.description}</p>}
      <ProgramCardStatus program={programWindow(program)} serverNow={serverNow} lang={lang} texts={statusTexts} submitUrl={program.submit_url} />
      {more.external ? (
        <a className={styles.learnMore} href={more.href} target="_blank" rel="noopener noreferrer" aria-label={`${moreLabel} ${texts.opensInNewTab}`}>
          {texts.learnMore}
          <span aria-hidden="true"> ↗</span>
        </a>
      ) : (
        <Link className={styles.learnMore} href={more.href} aria-label={moreLabel}>
          {texts.learnMore}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </article>
  );
}
