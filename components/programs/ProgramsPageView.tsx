import { Link } from '@/components/ui/Link';
import type { ProgramCategoryGroup, ProgramsPage } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { programsView } from '@/lib/programs/view';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { ProgramGroup } from './ProgramGroup';
import { ProgramsFilter } from './ProgramsFilter';
import styles from './Programs.module.scss';

export function ProgramsPageView({
  lang,
  page,
  groups,
  serverNow,
}: {
  lang: Locale;
  page: ProgramsPage;
  groups: ProgramCategoryGroup[];
  serverNow: string;
}) {
  const view = programsView(page, groups, lang);
  const statusTexts = getDictionary(lang).programs.status;

  return (
    <>
      <PageHero {...view.hero} titleId="programs-title" stats={view.stats} />
      <div className={styles.page}>
        {(page.main_title || page.main_subtitle) && (
          <header className={styles.mainHeader}>
            {page.main_title && <h2 className={styles.mainTitle}>{page.main_title}</h2>}
            {page.main_subtitle && <p className={styles.mainSubtitle}>{page.main_subtitle}</p>}
          </header>
        )}
        <ProgramsFilter
          options={view.options}
          texts={view.filterTexts}
          sections={view.sections.map((section) => ({
            groups: section.map((group) => ({
              id: group.id,
              node: (
                <ProgramGroup group={group} lang={lang} serverNow={serverNow} statusTexts={statusTexts} texts={view.cardTexts} />
              ),
            })),
          }))}
        />
        {page.page_content && <RichText lang={lang} html={page.page_content} className={styles.pageContent} />}
      </div>
      {(page.cta_title || view.cta.length > 0) && (
        <section className={styles.cta} aria-labelledby="programs-cta">
          <div className={styles.ctaInner}>
            <h2 id="programs-cta" className={styles.ctaTitle}>
              {page.cta_title}
            </h2>
            {page.cta_subtitle && <p className={styles.ctaSubtitle}>{page.cta_subtitle}</p>}
            <div className={styles.ctaButtons}>
              {view.cta.map((b) => (
                <Link key={b.url} href={localePath(lang, b.url)} className={b.primary ? styles.ctaPrimary : styles.ctaSecondary}>
                  {b.text}
                </Link>
              ))}
            </div>
            {page.cta_note && <p className={styles.ctaNote}>{page.cta_note}</p>}
          </div>
        </section>
      )}
    </>
  );
}
