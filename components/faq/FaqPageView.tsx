import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SmartLink } from '@/components/ui/SmartLink';
import { RichText } from '@/components/ui/RichText';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { faqPage } from '@/lib/seo/jsonld';
import type { FaqView } from './faq-view';
import { FaqQuickNav } from './FaqQuickNav';
import styles from './Faq.module.scss';

export function FaqPageView({ lang, view }: { lang: Locale; view: FaqView }) {
  const texts = getDictionary(lang).faq;
  return (
    <>
      <JsonLd data={faqPage(view.questions)} />
      <PageHero titleId="faq-title" title={view.heroTitle} subtitle={view.heroSubtitle} />
      <Section id="faq-main" title={view.mainTitle} subtitle={view.mainSubtitle}>
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
                  <RichText lang={lang} html={q.answerHtml} className={styles.answer} />
                </article>
              ))}
            </div>
          </div>
        )}
      </Section>
      <section className={styles.contact} aria-labelledby="faq-contact">
        <div className={styles.contactInner}>
          <h2 id="faq-contact">{view.contactTitle}</h2>
          {view.contactSubtitle && <p>{view.contactSubtitle}</p>}
          <SmartLink lang={lang} className={styles.contactButton} href={view.contactUrl}>
            {view.contactButtonText}
          </SmartLink>
        </div>
      </section>
    </>
  );
}
