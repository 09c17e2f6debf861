import Image from 'next/image';
import Link from 'next/link';
import type { Curator, GlobalBlock, ProgramDetail } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { detailLayout, tocEntries } from '@/lib/programs/detail';
import { applicationWindow, programWindow } from '@/lib/programs/status';
import { RichText } from '@/components/ui/RichText';
import { ApplyBar } from './ApplyBar';
import { CuratorCard } from './CuratorCard';
import { ProgramFaq } from './ProgramFaq';
import { ProgramApplyButton, ProgramHeroStatus } from './ProgramStatus';
import { ProgramSideNav } from './ProgramSideNav';
import { ProgramToc } from './ProgramToc';
import styles from './ProgramDetail.module.scss';
import navStyles from './ProgramSideNav.module.scss';

function Blocks({ blocks }: { blocks: GlobalBlock[] }) {
  return blocks.map((block) => (
    <div key={block.id} data-block={block.position}>
      <RichText html={block.content} className={styles.globalBlock} />
    </div>
  ));
}

export function ProgramDetailView({
  lang,
  program,
  curator,
  serverNow,
}: {
  lang: Locale;
  program: ProgramDetail;
  curator: Curator | null;
  serverNow: string;
}) {
  const dict = getDictionary(lang).programs;
  const texts = dict.detail;
  const layout = detailLayout(program);
  const status = { program: programWindow(program), serverNow, lang, texts: dict.status };
  const programsPath = localePath(lang, '/programs');
  const appWindow = applicationWindow(program);
  const contacts = program.additional_contacts.filter((c) => c.email);
  const toc = tocEntries(layout, texts);
  const crumbs = cmsTexts(program.breadcrumb, { programs: texts.programs, current: program.title }, lang);
  const next = cmsTexts(program.next_program, { title: texts.nextProgram }, lang);

  return (
    <article className={styles.detail}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <nav aria-label={texts.breadcrumbLabel} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link href={programsPath}>{crumbs.programs}</Link>
              </li>
              <li aria-current="page">{crumbs.current}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{program.title}</h1>
          {program.description && <p className={styles.lead}>{program.description}</p>}
          <ProgramHeroStatus {...status} onDark />
        </div>
        {program.featured_image && (
          <Image className={styles.heroImage} src={program.featured_image} alt="" width={640} height={400} preload fetchPriority="high" sizes="(min-width: 1024px) 40vw, 100vw" />
        )}
      </header>

      <div className={navStyles.layout}>
        <ProgramSideNav entries={toc} label={texts.sideNav} />
        <div className={styles.body}>
          <Blocks blocks={layout.start} />
          <section id="overview" tabIndex={-1} className={styles.anchor} aria-labelledby="overview-title">
            <h2 id="overview-title" className={styles.sectionTitle}>
              {texts.overview}
            </h2>
            <RichText html={program.content} />
          </section>
          <Blocks blocks={layout.afterContent} />

          {layout.sections.map((section) => (
            <div key={section.anchor}>
              <section id={section.anchor} tabIndex={-1} className={styles.anchor} aria-labelledby={`${section.anchor}-title`}>
                <h2 id={`${section.anchor}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber} aria-hidden="true">
                    {String(section.number).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                <RichText html={section.content} />
              </section>
              <Blocks blocks={section.after} />
            </div>
          ))}

          <section id="faq" tabIndex={-1} className={styles.anchor} aria-labelledby="faq-title">
            <h2 id="faq-title" className={styles.sectionTitle}>
              {texts.faqTitle}
            </h2>
            {program.faq_questions.length === 0 ? (
              <p className={styles.empty}>{texts.noFaq}</p>
            ) : (
              <ProgramFaq
                texts={{ showFullAnswer: texts.showFullAnswer, showShortAnswer: texts.showShortAnswer }}
                items={program.faq_questions.map((q) => ({
                  id: q.id,
                  question: q.question,
                  shortAnswer: q.short_answer,
                  hasFull: q.answer.trim() !== '',
                  fullAnswer: <RichText html={q.answer || q.short_answer} />,
                }))}
              />
            )}
          </section>

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

          <Blocks blocks={layout.end} />

          <nav className={styles.pager} aria-label={texts.programs}>
            <Link href={programsPath} className={styles.back}>
              <span aria-hidden="true">← </span>
              {texts.backToPrograms}
            </Link>
            {program.next_program && (
              <Link href={localePath(lang, program.next_program.url)} className={styles.next} rel="next">
                <span className={styles.nextLabel}>{texts.nextProgram}</span>
                <span>
                  {next.title}
                  <span aria-hidden="true"> →</span>
                </span>
              </Link>
            )}
          </nav>
        </div>
      </div>

      <ApplyBar {...status} submitUrl={program.submit_url} title={program.title} sectionId="application" label={texts.applyBarLabel} />
      <div className={navStyles.narrowOnly}>
        <ProgramToc entries={toc} texts={{ toc: texts.toc, openToc: texts.openToc, closeToc: texts.closeToc }} />
      </div>
    </article>
  );
}
