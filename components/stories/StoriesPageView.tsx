import { PageHero } from '@/components/ui/PageHero';
import { config } from '@/lib/config';
import type { StoriesPage } from '@/lib/cms/schemas';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { sortPrograms, sortYears, type Story } from '@/lib/stories/stories';
import { GlobalNetwork } from './GlobalNetwork';
import { StoriesExplorer } from './StoriesExplorer';
import styles from './Stories.module.scss';

export function StoriesPageView({ lang, page, stories }: { lang: Locale; page: StoriesPage; stories: Story[] }) {
  const texts = getDictionary(lang).stories;
  const years = sortYears(stories.map((s) => s.year));
  const programs = sortPrograms(stories.map((s) => s.program));
  const alumniPath = localePath(lang, `/${config.alumniSlug}`);
  const tr = page.translations;
  return (
    <>
      <PageHero
        titleId="stories-title"
        title={page.page.hero_title}
        subtitle={page.page.hero_subtitle}
        description={page.page.hero_description}
        stats={[
          { count: stories.length, forms: texts.statStories },
          { count: years.length, forms: texts.statYears },
          { count: programs.length, forms: texts.statPrograms },
        ].map(({ count, forms }) => ({ value: formatNumber(count, lang), label: countLabel(count, lang, forms) }))}
      />
      <div className={styles.section}>
        <StoriesExplorer
          stories={stories}
          years={years}
          programs={programs}
          locale={INTL_LOCALE[lang]}
          labels={{
            filtersTitle: texts.filtersTitle,
            searchLabel: texts.searchLabel,
            searchPlaceholder: tr.search_placeholder || texts.searchPlaceholder,
            yearLabel: texts.yearLabel,
            allYears: tr.all_years || texts.allYears,
            programLabel: texts.programLabel,
            allPrograms: tr.all_programs || texts.allPrograms,
            reset: tr.reset || texts.reset,
            found: texts.found as StoriesFound,
            noStories: texts.noStories,
            noStoriesHint: texts.noStoriesHint,
            readFull: texts.readFull,
            showLess: texts.showLess,
          }}
        />
      </div>
      <GlobalNetwork
        title={tr.global_network_title || texts.network.title}
        subtitle={tr.global_network_subtitle || texts.network.subtitle}
        figures={texts.network.figures}
        links={[
          { href: localePath(lang, page.page.global_cta_url || alumniPath), text: tr.global_network_cta || texts.network.cta, primary: true },
          { href: alumniPath, text: t(lang, texts.network.meet) },
        ]}
      />
    </>
  );
}

type StoriesFound = { one: string; few: string; many: string; other: string };
