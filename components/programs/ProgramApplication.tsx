import type { Curator, ProgramDetail } from '@/lib/cms/schemas';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { applicationWindow } from '@/lib/programs/status';
import { CuratorCard } from './CuratorCard';
import { ProgramApplyButton, ProgramHeroStatus } from './ProgramStatus';
import type { StatusProps } from './useApplicationLabels';
import styles from './ProgramDetail.module.scss';

interface Props {
  lang: Locale;
  program: ProgramDetail;
  curator: Curator | null;
  status: StatusProps;
  texts: Dictionary['programs']['detail'];
}

/** The 'Application' section: status, apply button, calendar file of the window, curator, further contacts. */
export function ProgramApplication({ lang, program, curator, status, texts }: Props) {
  const appWindow = applicationWindow(program);
  const contacts = program.additional_contacts.filter((c) => c.email);
  return (
    <section id="application" tabIndex={-1} className={`${styles.anchor} ${styles.application}`} aria-labelledby="application-title">
      <h2 id="application-title" className={styles.sectionTitle}>
        {texts.applicationTitle}
      </h2>
      <ProgramHeroStatus {...status} />
      <div className={styles.applyRow}>
        <ProgramApplyButton {...status} submitUrl={program.submit_url} />
        {appWindow && (
          <a className={styles.calendarLink} href={`${localePath(lang, `/programs/${encodeURIComponent(program.slug)}`)}/calendar.ics`} download>
            {texts.addToCalendar}
          </a>
        )}
      </div>
      <CuratorCard curator={curator} texts={texts} />
      {contacts.length > 0 && (
        <div className={styles.contacts}>
          <h3 className={styles.curatorHeading}>{texts.additionalContacts}</h3>
          <ul>
            {contacts.map((c) => (
              <li key={`${c.label}-${c.email}`}>
                {c.label && <span>{c.label}: </span>}
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
