import Link from 'next/link';
import type { ProgramCategoryGroup, ProgramsPage } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import { countLabel } from '@/lib/i18n/count-label';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { catalogueProgramCount, filterOptions, programSections } from '@/lib/programs/groups';
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
  const texts = getDictionary(lang).programs;
  const sections = programSections(groups, lang);
  const shown = sections.flat();
  const programCount = catalogueProgramCount(groups, lang);
  const cardTexts = {
    learnMore: page.translations.learn_more || texts.list.learnMore,
    learnMoreAbout: texts.list.learnMoreAbout,
    opensInNewTab: texts.status.opensInNewTab,
  };
  const cta = [
    { text: page.cta_button1_text, url: page.cta_button1_url, primary: true },
    { text: page.cta_button2_text, url: page.cta_button2_url, primary: false },
  ].filter((b) => b.text && b.url);

  return (
    <>
      <PageHero
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        titleId="programs-title"
        stats={[
          { value: formatNumber(programCount, lang), label: countLabel(programCount, lang, texts.list.statsPrograms, page.stats_programs_label) },
          {
            value: formatNumber(shown.length, lang),
            label: countLabel(shown.length, lang, texts.list.statsCategories, page.stats_categories_label),
          },
          { value: page.stats_universities_number, label: page.stats_universities_label },
        ]}
      />
      <div className={styles.page}>
        {(page.main_title || page.main_subtitle) && (
          <header className={styles.mainHeader}>
            {page.main_title && <h2 className={styles.mainTitle}>{page.main_title}</h2>}
            {page.main_subtitle && <p className={styles.mainSubtitle}>{page.main_subtitle}</p>}
          </header>
        )}
        <ProgramsFilter
          options={filterOptions(groups)}
          texts={{
            filterLabel: texts.list.filterLabel,
            all: page.translations.all_programs || texts.list.all,
            chooseCategory: page.translations.filter_label || texts.list.chooseCategory,
          }}
          sections={sections.map((section) => ({
            groups: section.map((group) => ({
              id: group.id,
              node: (
                <ProgramGroup group={group} lang={lang} serverNow={serverNow} statusTexts={texts.status} texts={cardTexts} />
              ),
            })),
          }))}
        />
        {page.page_content && <RichText html={page.page_content} className={styles.pageContent} />}
      </div>
      {(page.cta_title || cta.length > 0) && (
        <section className={styles.cta} aria-labelledby="programs-cta">
          <div className={styles.ctaInner}>
            <h2 id="programs-cta" className={styles.ctaTitle}>
              {page.cta_title}
            </h2>
            {page.cta_subtitle && <p className={styles.ctaSubtitle}>{page.cta_subtitle}</p>}
            <div className={styles.ctaButtons}>
              {cta.map((b) => (
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
