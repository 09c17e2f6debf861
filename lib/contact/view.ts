import type { ContactsPage } from '@/lib/cms/schemas';
import { config } from '@/lib/config';
import { htmlToText } from '@/lib/html/sanitize';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { truncatedDescription } from './coordinator';
import { openingHours, type HoursRow } from './hours';
import { officeContacts } from './office';

/** A coordinator's card, plain text, prepared on the server. */
export interface CoordinatorView {
  id: number;
  name: string;
  photo: string | null;
  department: string;
  position: string;
  email: string;
  phone: string;
  description: string;
  /** The description cut at 150 characters with an ellipsis, or null when it fits. */
  truncated: string | null;
  achievements: string[];
}

/** The contact form's texts the CMS may replace, and their CMS fields. */
const FORM_FIELDS = {
  nameLabel: 'form_name_label', namePlaceholder: 'form_name_placeholder', emailLabel: 'form_email_label',
  emailPlaceholder: 'form_email_placeholder', subjectLabel: 'form_subject_label', subjectPlaceholder: 'form_subject_placeholder',
  messageLabel: 'form_message_label', messagePlaceholder: 'form_message_placeholder', submit: 'form_submit_text',
  submitting: 'form_submitting_text', errorEmpty: 'form_error_empty', errorEmail: 'form_error_email',
  success: 'form_success_message', errorGeneral: 'form_error_general', errorNetwork: 'form_error_network',
} as const;

function coordinatorViews(page: ContactsPage): CoordinatorView[] {
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

/** The lines the CMS gives, or the office's own detail (settings) when it gives none. */
function filled(values: string[], fallback: string): string[] {
  const given = values.map((v) => v.trim()).filter(Boolean);
  return given.length > 0 ? given : [fallback];
}

/**
 * Everything the contacts page shows, texts resolved once ("Contacts page"). Where each text comes
 * from:
 * - the CMS's `page/contacts` record (`findContactsPage`, lib/cms/pages.ts): the hero, subtitles,
 *   map, hours, resources' links and coordinators as given;
 * - each heading, box, resource text and form label or message: the record's field where it has
 *   one, else the dictionary's default in the page's language (`cmsTexts`,
 *   lib/i18n/dictionaries/{uk,en}/contacts.ts);
 * - the address, phones and e-mails: the record's lines, else the office's own details from the
 *   settings (`officeContacts`: OFFICE_ADDRESS, OFFICE_PHONE, DEFAULT_CONTACT_EMAIL).
 * Without the record (not found, or the CMS down) the page shows 'Unable to load contacts page
 * data.' instead (app/[lang]/_routes/cms-page-route.tsx), a render that is not kept while the CMS is down.
 */
export function contactsView(page: ContactsPage, lang: Locale) {
  const dict = getDictionary(lang).contacts;
  const texts = cmsTexts(page, dict.defaults, lang);
  const office = officeContacts(lang);
  const resources = [
    { key: 'social', url: page.resource_social_url },
    { key: 'faq', url: localePath(lang, page.resource_faq_url || '/faq') },
    { key: 'alumni', url: localePath(lang, page.resource_alumni_url || `/${config.alumniSlug}`) },
  ] as const;
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    texts,
    subtitles: { general: page.general_subtitle, form: page.form_subtitle, coordinators: page.coordinators_subtitle, resources: page.resources_subtitle, visit: page.visit_subtitle },
    map: { description: page.map_description, url: page.map_button_url },
    details: {
      address: filled([page.office_address_line1, page.office_address_line2, page.office_address_line3], office.address),
      phones: filled([page.phone_number1, page.phone_number2], office.phone),
      emails: filled([page.email_address1, page.email_address2], office.email),
      hours: openingHours([
        { label: dict.weekdays, value: page.hours_weekdays },
        { label: dict.saturday, value: page.hours_saturday },
        { label: dict.sunday, value: page.hours_sunday },
      ]) satisfies HoursRow[],
    },
    form: cmsTexts(page, dict.form, lang, FORM_FIELDS),
    infoBoxes: (['quick', 'programs', 'emergency'] as const).map((box) => ({
      title: texts[`info_${box}_title`],
      text: texts[`info_${box}_text`],
    })),
    resources: resources
      .filter((r) => r.url)
      .map((r) => ({
        title: texts[`resource_${r.key}_title`],
        description: texts[`resource_${r.key}_description`],
        link: texts[`resource_${r.key}_link_text`],
        url: r.url,
      })),
    coordinators: coordinatorViews(page),
  };
}

export type ContactsView = ReturnType<typeof contactsView>;
