import Link from 'next/link';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { FaqView } from './faq-view';
import { FaqQuickNav } from './FaqQuickNav';
import styles from './Faq.module.scss';

export function FaqPageView({ lang, view }: { lang: Locale; view: FaqView }) {
  const texts = getDictionary(lang).faq;
  const external = /^(https?:)?\/\//i.test(view.contactUrl);
  return (
    <>
      <PageHero titleId="faq-title" title={view.heroTitle} subtitle={view.heroSubtitle} />
      <section className={styles.section} aria-labelledby="faq-main">
        <header className={styles.sectionHeader}>
          <h2 id="faq-main">{view.mainTitle}</h2>
          {view.mainSubtitle && <p>{view.mainSubtitle}</p>}
        </header>
        {view.questions.length === 0 ? (
          <p className={styles.empty} data-testid="faq-empty">
            {texts.noQuestions}
          </p>
        ) : (
          <div className={styles.layout}>
            <FaqQuickNav label={texts.quickNavigation} items={view.questions.map(({ anchor, question }) => ({ anchor, question }))} />
            <div className={styles.questions}>
              {view.questions.map((q) => (
                <article key={q.id} id={q.anchor} className={styles.card} tabIndex={-1} aria-labelledby={`${q.anchor}-q`}>
                  <h3 id={`${q.anchor}-q`} className={styles.question}>
                    {q.question}
                  </h3>
                  <RichText html={q.answerHtml} className={styles.answer} />
                </article>
              ))}
            </div>
          </div>
        )}
      </section>
      <section className={styles.contact} aria-labelledby="faq-contact">
        <div className={styles.contactInner}>
          <h2 id="faq-contact">{view.contactTitle}</h2>
          {view.contactSubtitle && <p>{view.contactSubtitle}</p>}
          {external ? (
            <a className={styles.contactButton} href={view.contactUrl} target="_blank" rel="noopener noreferrer">
              {view.contactButtonText}
            </a>
          ) : (
            <Link className={styles.contactButton} href={view.contactUrl}>
              {view.contactButtonText}
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
