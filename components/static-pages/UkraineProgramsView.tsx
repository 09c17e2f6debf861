import type { ReactNode } from 'react';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { UkraineProgramsContent, UkraineTab } from '@/lib/static-pages/ukraine-programs';
import { ContactPanel } from './ukraine-programs/ContactPanel';
import { EventsPanel } from './ukraine-programs/EventsPanel';
import { FaqPanel } from './ukraine-programs/FaqPanel';
import { NewsPanel } from './ukraine-programs/NewsPanel';
import { OverviewPanel } from './ukraine-programs/OverviewPanel';
import { ProgramsPanel } from './ukraine-programs/ProgramsPanel';
import { ResourcesPanel } from './ukraine-programs/ResourcesPanel';
import { TestimonialsPanel } from './ukraine-programs/TestimonialsPanel';
import { UkraineTabs } from './UkraineTabs';
import styles from './UkrainePrograms.module.scss';

/** Ukrainian programmes page (hard-coded): hero, eight tab panels, subscribe form. */
export function UkraineProgramsView({ lang, content }: { lang: Locale; content: UkraineProgramsContent }) {
  const labels = getDictionary(lang).staticPages.ukrainePrograms;
  const { contact } = content;
  const panels: Record<UkraineTab, ReactNode> = {
    overview: <OverviewPanel overview={content.overview} />,
    programs: <ProgramsPanel lang={lang} programs={content.programs} />,
    resources: <ResourcesPanel lang={lang} resources={content.resources} />,
    testimonials: <TestimonialsPanel testimonials={content.testimonials} />,
    events: <EventsPanel lang={lang} events={content.events} />,
    news: <NewsPanel lang={lang} news={content.news} />,
    faq: <FaqPanel faq={content.faq} />,
    contact: <ContactPanel lang={lang} contact={contact} />,
  };

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.heroSubtitle}>{content.subtitle}</p>
          <h1>{content.title}</h1>
          <p className={styles.heroText}>{content.heroText}</p>
          <div className={styles.heroActions}>
            <a href="#apply" className={styles.primary}>
              {labels.applyNow}
            </a>
            <a href="#programs" className={styles.onDark}>
              {labels.explorePrograms}
            </a>
          </div>
        </div>
      </div>
      <UkraineTabs label={labels.tabsLabel} tabLabels={labels.tabs} panels={panels} />
      <section className={styles.subscribeSection} aria-labelledby="up-subscribe">
        <div className={styles.subscribeInner}>
          <h2 id="up-subscribe">{contact.subscribeTitle}</h2>
          <p>{contact.subscribeText}</p>
          <NewsletterForm lang={lang} decoyName="honeypot" texts={getDictionary(lang).newsletter} className={styles.subscribe} labelVisible />
        </div>
      </section>
    </>
  );
}
