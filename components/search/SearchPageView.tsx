import { Suspense } from 'react';
import { PageHero } from '@/components/ui/PageHero';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { SearchFormFallback } from './SearchFormFallback';
import { SearchResults } from './SearchResults';
import styles from './SearchResults.module.scss';

/** The static shell of /{lang}/search; the address is read on the client. */
export function SearchPageView({ lang, texts }: { lang: Locale; texts: Dictionary['search'] }) {
  return (
    <>
      <PageHero title={texts.page.title} subtitle={texts.page.subtitle} />
      <div className={styles.container}>
        <Suspense fallback={<SearchFormFallback lang={lang} texts={texts.page} />}>
          <SearchResults lang={lang} texts={texts} />
        </Suspense>
      </div>
    </>
  );
}
