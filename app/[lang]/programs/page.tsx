import type { Metadata } from 'next';
import Link from 'next/link';
import { ProgramsExplorer } from '@/components/programs/ProgramsExplorer';
import styles from '@/components/programs/Programs.module.scss';
import { PageDataError } from '@/components/ui/PageDataError';
import { PageHero } from '@/components/ui/PageHero';
import { getPrograms, getProgramsPage } from '@/lib/cms/programs';
import { getDictionary } from '@/lib/i18n/dictionary';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { localePath } from '@/lib/i18n/routing';
import { filterOptions, programSections, uniquePrograms } from '@/lib/programs/groups';
import { cardLabels } from '@/lib/programs/labels';
import { buildMetadata } from '@/lib/seo/metadata';
import { renderInstant } from '@/lib/time';

export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getProgramsPage(lang);
  return buildMetadata({
    lang,
    path: '/programs',
    title: page?.hero_title || getDictionary(lang).programs.metaTitle,
    description: page?.hero_description || page?.hero_subtitle || page?.main_subtitle || '',
  });
}

export default async function ProgramsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, groups] = await Promise.all([getProgramsPage(lang), getPrograms(lang)]);
  const texts = getDictionary(lang).programs;
  if (!page) return <PageDataError lang={lang} page={texts.pageName} />;
  const options = filterOptions(groups);
  return (
    <>
      <PageHero
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        stats={[
          { value: String(uniquePrograms(groups).length), label: page.stats_programs_label || texts.statsPrograms },
          { value: String(options.length), label: page.stats_categories_label || texts.statsCategories },
          { value: page.stats_universities_number, label: page.stats_universities_label },
        ]}
      />
      <div className={styles.page}>
        <div className={styles.intro}>
          {page.main_title && <h2>{page.main_title}</h2>}
          {page.main_subtitle && <p>{page.main_subtitle}</p>}
        </div>
        <ProgramsExplorer
          sections={programSections(groups, lang)}
          options={options}
          labels={{ filterLabel: texts.filterLabel, allCategories: texts.allCategories, chooseCategory: texts.chooseCategory, noPrograms: texts.noPrograms }}
          cardLabels={cardLabels(lang)}
          locale={INTL_LOCALE[lang]}
          serverNow={renderInstant()}
          basePath={localePath(lang, '/programs')}
        />
        {page.cta_title && (
          <section className={styles.cta} aria-labelledby="programs-cta">
            <h2 id="programs-cta">{page.cta_title}</h2>
            {page.cta_subtitle && <p>{page.cta_subtitle}</p>}
            <div className={styles.ctaButtons}>
              {page.cta_button1_text && (
                <Link className={styles.ctaPrimary} href={localePath(lang, page.cta_button1_url || '/contacts')}>
                  {page.cta_button1_text}
                </Link>
              )}
              {page.cta_button2_text && (
                <Link className={styles.ctaSecondary} href={localePath(lang, page.cta_button2_url || '/faq')}>
                  {page.cta_button2_text}
                </Link>
              )}
            </div>
            {page.cta_note && <p className={styles.ctaNote}>{page.cta_note}</p>}
          </section>
        )}
      </div>
    </>
  );
}
