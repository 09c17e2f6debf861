import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SmartLink } from '@/components/ui/SmartLink';
import type { ContactsPage } from '@/lib/cms/schemas';
import { contactsView } from '@/lib/contact/view';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { CoordinatorCard } from './CoordinatorCard';
import { VisitSection } from './VisitSection';
import styles from './Contacts.module.scss';

/** Contacts page: details and map, the form, coordinators, resources, visit panel. */
export function ContactsPageView({ lang, page }: { lang: Locale; page: ContactsPage }) {
  const labels = getDictionary(lang).contacts;
  const view = contactsView(page, lang);
  const { texts, subtitles } = view;
  return (
    <>
      <PageHero titleId="contacts-title" {...view.hero} />

      <Section id="contacts-general" title={texts.general_title} subtitle={subtitles.general}>
        <div className={styles.generalGrid}>
          <ContactDetails view={view} />
          <div className={styles.mapCard}>
            <h3>{texts.map_title}</h3>
            {view.map.description && <p>{view.map.description}</p>}
            {view.map.url && (
              <SmartLink href={view.map.url} className={styles.mapButton} lang={lang}>
                {texts.map_button_text}
              </SmartLink>
            )}
          </div>
        </div>
      </Section>

      <Section id="contacts-form" tone="tinted">
        <div className={styles.formGrid}>
          <div className={styles.formCard}>
            <h2 id="contacts-form">{texts.form_title}</h2>
            {subtitles.form && <p className={styles.formSubtitle}>{subtitles.form}</p>}
            <ContactForm lang={lang} texts={view.form} />
          </div>
          {/* Part of the contact section, not a landmark of its own (axe: landmark-complementary-is-top-level). */}
          <div className={styles.infoBoxes}>
            {view.infoBoxes.map((box) => (
              <div key={box.title} className={styles.infoBox}>
                <h3>{box.title}</h3>
                <p>{box.text}</p>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section id="contacts-coordinators" title={texts.coordinators_title} subtitle={subtitles.coordinators}>
        {view.coordinators.length > 0 ? (
          <div className={styles.coordinators}>
            {view.coordinators.map((c) => (
              <CoordinatorCard key={c.id} coordinator={c} labels={labels} />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>{labels.noCoordinators}</p>
        )}
      </Section>

      {view.resources.length > 0 && (
        <Section id="contacts-resources" title={texts.resources_title} subtitle={subtitles.resources} tone="tinted">
          <ul className={styles.resources}>
            {view.resources.map((r) => (
              <li key={r.title} className={styles.resource}>
                <h3>{r.title}</h3>
                <p>{r.description}</p>
                <SmartLink href={r.url} className={styles.resourceLink} lang={lang}>
                  {r.link}
                </SmartLink>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <VisitSection title={texts.visit_title} subtitle={subtitles.visit} openLabel={texts.visit_button_text} closeLabel={texts.visit_button_close_text}>
        <ContactDetails view={view} />
      </VisitSection>
    </>
  );
}
