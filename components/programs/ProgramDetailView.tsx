import type { Curator, GlobalBlock, ProgramDetail } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { detailLayout, tocEntries } from '@/lib/programs/detail';
import { programWindow } from '@/lib/programs/status';
import { RichText } from '@/components/ui/RichText';
import { ApplyBar } from './ApplyBar';
import { ProgramApplication } from './ProgramApplication';
import { ProgramFaq } from './ProgramFaq';
import { ProgramHero } from './ProgramHero';
import { ProgramPager } from './ProgramPager';
import { ProgramSideNav } from './ProgramSideNav';
import { ProgramToc } from './ProgramToc';
import styles from './ProgramDetail.module.scss';
import navStyles from './ProgramSideNav.module.scss';

function Blocks({ blocks, lang }: { blocks: GlobalBlock[]; lang: Locale }) {
  return blocks.map((block) => (
    <div key={block.id} data-block={block.position}>
      <RichText lang={lang} html={block.content} className={styles.globalBlock} />
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
  const toc = tocEntries(layout, texts);
  const crumbs = cmsTexts(program.breadcrumb, { programs: texts.programs, current: program.title }, lang);
  const next = cmsTexts(program.next_program, { title: texts.nextProgram }, lang);

  return (
    <article className={styles.detail}>
      <ProgramHero program={program} status={status} programsPath={programsPath} crumbs={crumbs} breadcrumbLabel={texts.breadcrumbLabel} />

      <div className={navStyles.layout}>
        <ProgramSideNav entries={toc} label={texts.sideNav} />
        <div className={styles.body}>
          <Blocks lang={lang} blocks={layout.start} />
          <section id="overview" tabIndex={-1} className={styles.anchor} aria-labelledby="overview-title">
            <h2 id="overview-title" className={styles.sectionTitle}>
              {texts.overview}
            </h2>
            <RichText lang={lang} html={program.content} />
          </section>
          <Blocks lang={lang} blocks={layout.afterContent} />

          {layout.sections.map((section) => (
            <div key={section.anchor}>
              <section id={section.anchor} tabIndex={-1} className={styles.anchor} aria-labelledby={`${section.anchor}-title`}>
                <h2 id={`${section.anchor}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber} aria-hidden="true">
                    {String(section.number).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                <RichText lang={lang} html={section.content} />
              </section>
              <Blocks lang={lang} blocks={section.after} />
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
                  fullAnswer: <RichText lang={lang} html={q.answer || q.short_answer} />,
                }))}
              />
            )}
          </section>

          <ProgramApplication lang={lang} program={program} curator={curator} status={status} texts={texts} />

          <Blocks lang={lang} blocks={layout.end} />

          <ProgramPager lang={lang} program={program} programsPath={programsPath} nextTitle={next.title} texts={texts} />
        </div>
      </div>

      <ApplyBar {...status} submitUrl={program.submit_url} title={program.title} sectionId="application" label={texts.applyBarLabel} />
      <div className={navStyles.narrowOnly}>
        <ProgramToc entries={toc} texts={{ toc: texts.toc, openToc: texts.openToc, closeToc: texts.closeToc }} />
      </div>
    </article>
  );
}
