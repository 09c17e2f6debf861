import Link from 'next/link';
import { PageHero } from '@/components/ui/PageHero';
import { config } from '@/lib/config';
import type { ContactsPage } from '@/lib/cms/schemas';
import { truncatedDescription } from '@/lib/contact/coordinator';
import { openingHours } from '@/lib/contact/hours';
import { officeContacts } from '@/lib/contact/office';
import { htmlToText } from '@/lib/html/sanitize';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { ContactForm } from './ContactForm';
import { CoordinatorCard, type CoordinatorView } from './CoordinatorCard';
import { VisitSection } from './VisitSection';
import styles from './Contacts.module.scss';

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url);
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function SmartLink({ href, className, children, newTab }: { href: string; className?: string; children: string; newTab: string }) {
  return isExternal(href) ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{newTab}</span>
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

function ContactDetails({ page, lang, headingLevel }: { page: ContactsPage; lang: Locale; headingLevel: 'h2' | 'h3' }) {
  const texts = getDictionary(lang).contacts;
  const H = headingLevel;
  // What the CMS leaves empty, the office's own details (settings) fill.
  const office = officeContacts(lang);
  const filled = (values: string[], fallback: string) => {
    const given = values.map((v) => v.trim()).filter(Boolean);
    return given.length > 0 ? given : [fallback];
  };
  const address = filled([page.office_address_line1, page.office_address_line2, page.office_address_line3], office.address);
  const phones = filled([page.phone_number1, page.phone_number2], office.phone);
  const emails = filled([page.email_address1, page.email_address2], office.email);
  const hours = openingHours([
    { label: texts.weekdays, value: page.hours_weekdays },
    { label: texts.saturday, value: page.hours_saturday },
    { label: texts.sunday, value: page.hours_sunday },
  ]);
  return (
    <div className={styles.details}>
      <div className={styles.detail}>
        <H className={styles.detailTitle}>{page.office_title || texts.officeTitle}</H>
        <address className={styles.address}>
          {address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </div>
      <div className={styles.detail}>
        <H className={styles.detailTitle}>{page.phone_title || texts.phoneTitle}</H>
        <ul className={styles.plainList}>
          {phones.map((p) => (
            <li key={p}>
              <a href={telHref(p)}>{p}</a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.detail}>
        <H className={styles.detailTitle}>{page.email_title || texts.emailTitle}</H>
        <ul className={styles.plainList}>
          {emails.map((e) => (
            <li key={e}>
              <a href={`mailto:${e}`}>{e}</a>
            </li>
          ))}
        </ul>
      </div>
      {hours.length > 0 && (
        <div className={styles.detail}>
          <H className={styles.detailTitle}>{page.hours_title || texts.hoursTitle}</H>
          <dl className={styles.hours}>
            {hours.map((h) => (
              <div key={`${h.label}-${h.value}`}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}

export function coordinatorViews(page: ContactsPage): CoordinatorView[] {
  return page.coordinators.map((c) => {
    const description = htmlToText(c.description);
    return {
      id: c.id,
      name: htmlToText(c.name),
      photo: c.photo,
      department: htmlToText(c.department),
      position: htmlToText(c.position),
      email: c.email.trim(),
      phone: c.phone.trim(),
      description,
      truncated: truncatedDescription(description),
      achievements: c.achievements.map(htmlToText).filter(Boolean),
    };
  });
}

export function ContactsPageView({ lang, page }: { lang: Locale; page: ContactsPage }) {
  const texts = getDictionary(lang).contacts;
  const form = texts.form;
  const coordinators = coordinatorViews(page);
  const infoBoxes = [
    { title: page.info_quick_title || texts.infoQuickTitle, text: page.info_quick_text || texts.infoQuickText },
    { title: page.info_programs_title || texts.infoProgramsTitle, text: page.info_programs_text || texts.infoProgramsText },
    { title: page.info_emergency_title || texts.infoEmergencyTitle, text: page.info_emergency_text || texts.infoEmergencyText },
  ];
  const resources = [
    {
      title: page.resource_social_title || texts.resourceSocialTitle,
      description: page.resource_social_description || texts.resourceSocialDescription,
      link: page.resource_social_link_text || texts.resourceSocialLink,
      url: page.resource_social_url,
    },
    {
      title: page.resource_faq_title || texts.resourceFaqTitle,
      description: page.resource_faq_description || texts.resourceFaqDescription,
      link: page.resource_faq_link_text || texts.resourceFaqLink,
      url: localePath(lang, page.resource_faq_url || '/faq'),
    },
    {
      title: page.resource_alumni_title || texts.resourceAlumniTitle,
      description: t(lang, page.resource_alumni_description || texts.resourceAlumniDescription),
      link: page.resource_alumni_link_text || texts.resourceAlumniLink,
      url: localePath(lang, page.resource_alumni_url || `/${config.alumniSlug}`),
    },
  ].filter((r) => r.url);

  return (
    <>
      <PageHero titleId="contacts-title" title={page.hero_title} subtitle={page.hero_subtitle} description={page.hero_description} />

      <section className={styles.section} aria-labelledby="contacts-general">
        <header className={styles.sectionHeader}>
          <h2 id="contacts-general">{page.general_title || texts.metaTitle}</h2>
          {page.general_subtitle && <p>{page.general_subtitle}</p>}
        </header>
        <div className={styles.generalGrid}>
          <ContactDetails page={page} lang={lang} headingLevel="h3" />
          <div className={styles.mapCard}>
            <h3>{page.map_title || texts.mapTitle}</h3>
            {page.map_description && <p>{page.map_description}</p>}
            {page.map_button_url && (
              <SmartLink href={page.map_button_url} className={styles.mapButton} newTab={texts.opensInNewTab}>
                {page.map_button_text || texts.mapButton}
              </SmartLink>
            )}
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="contacts-form">
        <div className={styles.formGrid}>
          <div className={styles.formCard}>
            <h2 id="contacts-form">{page.form_title || form.title}</h2>
            {page.form_subtitle && <p className={styles.formSubtitle}>{page.form_subtitle}</p>}
            <ContactForm
              lang={lang}
              texts={{
                nameLabel: page.form_name_label || form.nameLabel,
                namePlaceholder: page.form_name_placeholder || form.namePlaceholder,
                emailLabel: page.form_email_label || form.emailLabel,
                emailPlaceholder: page.form_email_placeholder || form.emailPlaceholder,
                subjectLabel: page.form_subject_label || form.subjectLabel,
                subjectPlaceholder: page.form_subject_placeholder || form.subjectPlaceholder,
                messageLabel: page.form_message_label || form.messageLabel,
                messagePlaceholder: page.form_message_placeholder || form.messagePlaceholder,
                submit: page.form_submit_text || form.submit,
                submitting: page.form_submitting_text || form.submitting,
                honeypotLabel: form.honeypotLabel,
                required: form.required,
                errorEmpty: page.form_error_empty || form.errorEmpty,
                errorEmail: page.form_error_email || form.errorEmail,
                success: page.form_success_message || form.success,
                errorGeneral: page.form_error_general || form.errorGeneral,
                errorNetwork: page.form_error_network || form.errorNetwork,
              }}
            />
          </div>
          {/* Part of the contact section, not a landmark of its own (axe: landmark-complementary-is-top-level). */}
          <div className={styles.infoBoxes}>
            {infoBoxes.map((box) => (
              <div key={box.title} className={styles.infoBox}>
                <h3>{box.title}</h3>
                <p>{box.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="contacts-coordinators">
        <header className={styles.sectionHeader}>
          <h2 id="contacts-coordinators">{page.coordinators_title || texts.coordinatorsTitle}</h2>
          {page.coordinators_subtitle && <p>{page.coordinators_subtitle}</p>}
        </header>
        {coordinators.length > 0 ? (
          <div className={styles.coordinators}>
            {coordinators.map((c) => (
              <CoordinatorCard key={c.id} coordinator={c} labels={{ showMore: texts.showMore, showLess: texts.showLess, achievements: texts.achievements }} />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>{texts.noCoordinators}</p>
        )}
      </section>

      {resources.length > 0 && (
        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="contacts-resources">
          <header className={styles.sectionHeader}>
            <h2 id="contacts-resources">{page.resources_title || texts.resourcesTitle}</h2>
            {page.resources_subtitle && <p>{page.resources_subtitle}</p>}
          </header>
          <ul className={styles.resources}>
            {resources.map((r) => (
              <li key={r.title} className={styles.resource}>
                <h3>{r.title}</h3>
                <p>{r.description}</p>
                <SmartLink href={r.url} className={styles.resourceLink} newTab={texts.opensInNewTab}>
                  {r.link}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <VisitSection
        title={page.visit_title || texts.visitTitle}
        subtitle={page.visit_subtitle}
        openLabel={page.visit_button_text || texts.visitButton}
        closeLabel={page.visit_button_close_text || texts.visitButtonClose}
      >
        <ContactDetails page={page} lang={lang} headingLevel="h3" />
      </VisitSection>
    </>
  );
}
