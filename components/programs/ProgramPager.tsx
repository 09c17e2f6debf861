import { Link } from '@/components/ui/Link';
import type { ProgramDetail } from '@/lib/cms/schemas';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './ProgramDetail.module.scss';

interface Props {
  lang: Locale;
  program: ProgramDetail;
  programsPath: string;
  /** The next programme's name as the CMS gives it, else the dictionary's. */
  nextTitle: string;
  texts: Dictionary['programs']['detail'];
}

/** The end of the page: back to the programmes, and on to the next programme when there is one. */
export function ProgramPager({ lang, program, programsPath, nextTitle, texts }: Props) {
  return (
    <nav className={styles.pager} aria-label={texts.programs}>
      <Link href={programsPath} className={styles.back}>
        <span aria-hidden="true">← </span>
        {texts.backToPrograms}
      </Link>
      {program.next_program && (
        <Link href={localePath(lang, program.next_program.url)} className={styles.next} rel="next">
          <span className={styles.nextLabel}>{texts.nextProgram}</span>
          <span>
            {nextTitle}
            <span aria-hidden="true"> →</span>
          </span>
        </Link>
      )}
    </nav>
  );
}
