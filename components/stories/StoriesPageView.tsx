import { PageHero } from '@/components/ui/PageHero';
import type { StoriesPage } from '@/lib/cms/schemas';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Story } from '@/lib/stories/stories';
import { storiesView } from '@/lib/stories/view';
import { GlobalNetwork } from './GlobalNetwork';
import { StoriesExplorer } from './StoriesExplorer';
import styles from './Stories.module.scss';

export function StoriesPageView({ lang, page, stories }: { lang: Locale; page: StoriesPage; stories: Story[] }) {
  const view = storiesView(page, stories, lang);
  return (
    <>
      <PageHero titleId="stories-title" {...view.hero} stats={view.stats} />
      <div className={styles.section}>
        <StoriesExplorer stories={stories} years={view.years} programs={view.programs} locale={INTL_LOCALE[lang]} labels={view.labels} />
      </div>
      <GlobalNetwork {...view.network} />
    </>
  );
}
