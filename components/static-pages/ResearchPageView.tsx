import { Link } from '@/components/ui/Link';
import { PageHero } from '@/components/ui/PageHero';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { ResearchContent } from '@/lib/static-pages/research';
import shared from './StaticPages.module.scss';
import styles from './Research.module.scss';
import { CheckList } from './TextParts';

/** Research page: a placeholder showcase with one hard-coded example study. */
export function ResearchPageView({ lang, content }: { lang: Locale; content: ResearchContent }) {
  const { study } = content;
  const labels = getDictionary(lang).staticPages.research;
  return (
    <>
      <PageHero title={content.title} description={content.subtitle} />
      <section className={styles.section} aria-labelledby="research-study">
        <div className={styles.narrow}>
          <p className={styles.notice} role="note">
            {content.notice}
          </p>
          <article className={styles.study}>
            <p className={shared.tag}>{labels.example}</p>
            <h2 id="research-study">{study.title}</h2>
            <p className={styles.studyMeta}>
              <strong>{study.author}</strong>
              <span>{study.affiliation}</span>
              <span>{`${study.field} · ${study.year}`}</span>
            </p>
            <h3>{labels.abstract}</h3>
            <p>{study.abstract}</p>
            <h3>{labels.findings}</h3>
            <CheckList items={study.findings} />
          </article>
          <p className={styles.cta}>
            {content.cta.text}{' '}
            <Link href={localePath(lang, content.cta.href)}>{content.cta.linkText}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
