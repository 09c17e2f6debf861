import Image from 'next/image';
import Link from 'next/link';
import { RichText } from '@/components/ui/RichText';
import type { ProgramDetail } from '@/lib/cms/schemas';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { blocksAt } from '@/lib/programs/blocks';
import { cardLabels } from '@/lib/programs/labels';
import { cmsDay } from '@/lib/programs/status';
import { ApplicationStatus } from './ApplicationStatus';
import { ApplyBar } from './ApplyBar';
import { FaqItem } from './FaqItem';
import { TableOfContents } from './TableOfContents';
import styles from './ProgramDetail.module.scss';

function Blocks({ program, position }: { program: ProgramDetail; position: string }) {
  return (
    <>
      {blocksAt(program.global_blocks, position).map((block) => (
        <RichText key={block.id} html={block.content} className={styles.block} />
      ))}
    </>
  );
}

/** The programme page: hero, overview, blocks, sections, FAQ, application with the curator. */
export function ProgramDetailView({
  program,
  lang,
  defaultEmail,
  serverNow,
}: {
  program: ProgramDetail;
  lang: Locale;
  defaultEmail: string;
  serverNow: number;
}) {
  const d = getDictionary(lang).programs;
  const labels = cardLabels(lang);
  const locale = INTL_LOCALE[lang];
  const programsPath = localePath(lang, program.breadcrumb.programs || '/programs');
  const hasWindow = program.auto_manage_submissions && cmsDay(program.application_start_date) && cmsDay(program.application_end_date);
  const toc = [
    { id: 'overview', label: d.overview },
    ...program.sections.map((s, i) => ({ id: `section-${i + 1}`, label: s.title || fill(d.section, { n: i + 1 }) })),
    { id: 'faq', label: d.faq },
    { id: 'application', label: d.application },
  ];
  const curator = program.curator;
  const photo = curator?.photo ?? curator?.image ?? null;
  const status = (showApply: boolean) => (
    <ApplicationStatus program={program} submitUrl={program.submit_url} labels={labels} locale={locale} serverNow={serverNow} showApply={showApply} title={program.title} />
  );

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <nav aria-label={d.breadcrumb} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link href={programsPath}>{d.breadcrumbPrograms}</Link>
              </li>
              <li aria-current="page">{program.breadcrumb.current || program.title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{program.title}</h1>
          {program.description && <p className={styles.lead}>{program.description}</p>}
          <div className={styles.heroStatus}>{status(false)}</div>
        </div>
      </header>

      <div className={styles.layout}>
        <nav className={styles.sideNav} aria-label={d.toc}>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.label}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          <Blocks program={program} position="start" />
          <section id="overview" tabIndex={-1} aria-labelledby="overview-title" className={styles.part}>
            <h2 id="overview-title">{d.overview}</h2>
            {program.featured_image && (
              <Image className={styles.image} src={program.featured_image} alt="" width={960} height={540} sizes="(min-width: 1024px) 760px, 100vw" />
            )}
            <RichText html={program.content || program.description} />
          </section>
          <Blocks program={program} position="after_content" />

          {program.sections.map((section, index) => (
            <div key={index}>
              <section id={`section-${index + 1}`} tabIndex={-1} aria-labelledby={`section-${index + 1}-title`} className={styles.part}>
                <h2 id={`section-${index + 1}-title`}>
                  <span className={styles.number}>{index + 1}.</span> {section.title}
                </h2>
                <RichText html={section.content} />
              </section>
              <Blocks program={program} position={`after_section_${index + 1}`} />
            </div>
          ))}

          <section id="faq" tabIndex={-1} aria-labelledby="faq-title" className={styles.part}>
            <h2 id="faq-title">{d.faq}</h2>
            {program.faq_questions.length === 0 ? (
              <p className={styles.muted}>{d.noFaq}</p>
            ) : (
              program.faq_questions.map((q) => (
                <FaqItem
                  key={q.id}
                  question={q.question}
                  shortAnswer={q.short_answer}
                  answerHtml={sanitizeCmsHtml(q.answer)}
                  labels={{ showFull: d.showFullAnswer, showShort: d.showShortAnswer }}
                />
              ))
            )}
          </section>

          <section id="application" tabIndex={-1} aria-labelledby="application-title" className={`${styles.part} ${styles.application}`}>
            <h2 id="application-title">{d.application}</h2>
            {status(true)}
            {hasWindow && (
              <p>
                <a href={`${localePath(lang, `/programs/${program.slug}`)}/calendar.ics`} download>
                  {d.addToCalendar}
                </a>
              </p>
            )}
            {curator ? (
              <div className={styles.curator} data-testid="curator">
                {photo ? (
                  <Image className={styles.curatorPhoto} src={photo} alt={fill(d.curatorPhoto, { name: curator.name })} width={96} height={96} />
                ) : (
                  <span className={styles.curatorPlaceholder} aria-hidden="true">
                    {curator.name.charAt(0)}
                  </span>
                )}
                <div>
                  <p className={styles.curatorName}>{curator.name}</p>
                  <p className={styles.muted}>{curator.position || d.curatorDefaultPosition}</p>
                  {curator.email && (
                    <p>
                      <a href={`mailto:${curator.email}`}>{curator.email}</a>
                    </p>
                  )}
                  {curator.phone && (
                    <p>
                      <a href={`tel:${curator.phone.replace(/[^\d+]/g, '')}`}>{curator.phone}</a>
                    </p>
                  )}
                  {curator.office_hours && (
                    <p>
                      {d.officeHours}: {curator.office_hours}
                    </p>
                  )}
                </div>
              </div>
            ) : (
              <p data-testid="default-contact">
                {d.defaultContact}: <a href={`mailto:${defaultEmail}`}>{defaultEmail}</a>
              </p>
            )}
            {program.additional_contacts.length > 0 && (
              <div>
                <h3>{d.additionalContacts}</h3>
                <ul className={styles.contacts}>
                  {program.additional_contacts.map((c) => (
                    <li key={`${c.label}-${c.email}`}>
                      {c.label}: <a href={`mailto:${c.email}`}>{c.email}</a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
          <Blocks program={program} position="end" />

          <nav className={styles.pager} aria-label={d.pager}>
            <Link href={programsPath}>← {d.backToPrograms}</Link>
            {program.next_program && (
              <Link href={localePath(lang, program.next_program.url)}>
                {d.nextProgram}: {program.next_program.title || '→'}
              </Link>
            )}
          </nav>
        </div>
      </div>

      <ApplyBar sectionId="application">
        <span className={styles.applyBarTitle}>{program.title}</span>
        {status(true)}
      </ApplyBar>
      <TableOfContents entries={toc} labels={{ toc: d.toc, open: d.openToc, close: d.closeToc }} />
    </article>
  );
}
