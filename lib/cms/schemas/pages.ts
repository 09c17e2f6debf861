import { z } from 'zod';
import { person, textFields } from './fields';
import { translationsMap, wpId, wpImage, wpList, wpRequiredText, wpText } from './primitives';

/**
 * Page-text records of part 2. The spec leaves the numbered field lists open ("not shown");
 * the lists below are the contract (docs/cms-contract/page-texts.md). Every text is optional except the
 * hero title, whose absence means the page data is missing.
 */

const hero = { hero_title: wpRequiredText, ...textFields(['hero_subtitle', 'hero_description'] as const) };

export const teamPageSchema = z.object({
  ...hero,
  ...textFields([
    'stats_members_number', 'stats_members_label',
    'stats_experience_number', 'stats_experience_label',
    'stats_dedication_number', 'stats_dedication_label',
    'team_section_title', 'team_section_subtitle',
    'gallery_title', 'gallery_subtitle', 'no_gallery_text', 'gallery_coming_soon', 'gallery_button_text',
    'values_title', 'values_subtitle',
    'value1_title', 'value1_description', 'value2_title', 'value2_description', 'value3_title', 'value3_description',
    'page_content', 'show_more_text', 'show_less_text', 'key_achievements_text',
  ] as const),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

const coordinatorSchema = z.object({
  ...person,
  photo: wpImage,
  department: wpText,
  position: wpText,
  email: wpText,
  phone: wpText,
  description: wpText,
  achievements: wpList(z.string()),
});

export const contactsPageSchema = z.object({
  ...hero,
  ...textFields([
    'general_title', 'general_subtitle',
    'office_title', 'office_address_line1', 'office_address_line2', 'office_address_line3',
    'phone_title', 'phone_number1', 'phone_number2',
    'email_title', 'email_address1', 'email_address2',
    'hours_title', 'hours_weekdays', 'hours_saturday', 'hours_sunday',
    'map_title', 'map_description', 'map_button_url', 'map_button_text',
    'form_title', 'form_subtitle',
    'form_name_label', 'form_name_placeholder', 'form_email_label', 'form_email_placeholder',
    'form_subject_label', 'form_subject_placeholder', 'form_message_label', 'form_message_placeholder',
    'form_submit_text', 'form_submitting_text',
    'form_error_empty', 'form_error_email', 'form_success_message', 'form_error_general', 'form_error_network',
    'info_quick_title', 'info_quick_text', 'info_programs_title', 'info_programs_text',
    'info_emergency_title', 'info_emergency_text',
    'coordinators_title', 'coordinators_subtitle', 'coordinators_link',
    'resources_title', 'resources_subtitle',
    'resource_social_title', 'resource_social_description', 'resource_social_link_text', 'resource_social_url',
    'resource_faq_title', 'resource_faq_description', 'resource_faq_link_text', 'resource_faq_url',
    'resource_alumni_title', 'resource_alumni_description', 'resource_alumni_link_text', 'resource_alumni_url',
    'visit_title', 'visit_subtitle', 'visit_button_text', 'visit_button_close_text',
  ] as const),
  coordinators: wpList(coordinatorSchema),
  translations: translationsMap,
});
export type ContactsPage = z.infer<typeof contactsPageSchema>;

const faqQuestionSchema = z.object({ id: wpId, question: wpRequiredText, answer: wpText });
export const faqPageSchema = z.object({
  hero_title: wpRequiredText,
  hero_subtitle: wpText,
  translations: z
    .object(
      textFields([
        'main_title', 'main_subtitle', 'contact_title', 'contact_subtitle', 'contact_button_text', 'contact_button_url',
      ] as const),
    )
    .optional()
    .transform(
      (v) =>
        v ?? {
          main_title: '', main_subtitle: '', contact_title: '', contact_subtitle: '',
          contact_button_text: '', contact_button_url: '',
        },
    ),
  faq_questions: wpList(faqQuestionSchema),
});
export type FaqPage = z.infer<typeof faqPageSchema>;

export const photoExhibitionPageSchema = z.object({
  hero_background_image: wpImage,
  hero_title: wpRequiredText,
  ...textFields([
    'hero_subtitle', 'hero_description', 'hero_dates',
    'about_title', 'about_content',
    'timeline_title', 'timeline_subtitle', 'timeline_instruction',
    'authors_title', 'authors_subtitle', 'closing_text',
  ] as const),
});
export type PhotoExhibitionPage = z.infer<typeof photoExhibitionPageSchema>;

export const storiesPageSchema = z.object({
  page: z.object({
    ...hero,
    global_cta_url: wpText,
  }),
  translations: translationsMap,
});
export type StoriesPage = z.infer<typeof storiesPageSchema>;

/** A flat numbered-field record (about, history, founder, alumni): the hero, the page's texts, the interface texts. */
function flatPage<const K extends readonly string[]>(keys: K) {
  return z.object({ ...hero, ...textFields(keys), translations: translationsMap });
}

export const aboutPageSchema = flatPage([
  'story_title', 'story_text', 'story_image', 'story_stat_number', 'story_stat_label',
  'story_link1_url', 'story_link1_text', 'story_link2_url', 'story_link2_text',
  'impact_title',
  'impact_stat1_number', 'impact_stat1_label', 'impact_stat2_number', 'impact_stat2_label',
  'impact_stat3_number', 'impact_stat3_label', 'impact_stat4_number', 'impact_stat4_label',
  'mission_title', 'mission_text', 'mission_quote', 'mission_quote_author',
  'value1_title', 'value1_description', 'value2_title', 'value2_description', 'value3_title', 'value3_description',
  'programs_title', 'programs_subtitle',
  'program1_title', 'program1_description', 'program1_feature1', 'program1_feature2', 'program1_feature3', 'program1_link_url', 'program1_link_text',
  'program2_title', 'program2_description', 'program2_feature1', 'program2_feature2', 'program2_feature3', 'program2_link_url', 'program2_link_text',
  'program3_title', 'program3_description', 'program3_feature1', 'program3_feature2', 'program3_feature3', 'program3_link_url', 'program3_link_text',
  'network_title', 'network_subtitle',
  'network_stat1_number', 'network_stat1_label', 'network_stat2_number', 'network_stat2_label',
  'network_stat3_number', 'network_stat3_label', 'network_stat4_number', 'network_stat4_label',
] as const);
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const historyPageSchema = flatPage([
  'hero_range',
  'timeline_title', 'timeline_subtitle',
  'event1_year', 'event1_title', 'event1_description', 'event2_year', 'event2_title', 'event2_description',
  'event3_year', 'event3_title', 'event3_description', 'event4_year', 'event4_title', 'event4_description',
  'partnership_title', 'partnership_text', 'partnership_image',
  'partnership_stat1_number', 'partnership_stat1_label', 'partnership_stat2_number', 'partnership_stat2_label',
  'partnership_stat3_number', 'partnership_stat3_label', 'partnership_stat4_number', 'partnership_stat4_label',
  'partnership_link1_url', 'partnership_link1_text', 'partnership_link2_url', 'partnership_link2_text',
  'legacy_title', 'legacy_subtitle',
  'legacy1_title', 'legacy1_description', 'legacy2_title', 'legacy2_description', 'legacy3_title', 'legacy3_description',
] as const);
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const founderPageSchema = flatPage([
  'fact1_label', 'fact1_value', 'fact2_label', 'fact2_value', 'fact3_label', 'fact3_value',
  'bio_title', 'bio_text', 'bio_image', 'bio_year', 'bio_quote',
  'achievements_title',
  'achievement1_title', 'achievement1_description', 'achievement2_title', 'achievement2_description',
  'achievement3_title', 'achievement3_description', 'achievement4_title', 'achievement4_description',
  'achievement5_title', 'achievement5_description', 'achievement6_title', 'achievement6_description',
  'legacy_title', 'legacy_text',
  'legacy_stat1_number', 'legacy_stat1_label', 'legacy_stat2_number', 'legacy_stat2_label',
  'bridges_title', 'bridges_text',
  'main_quote', 'main_quote_author',
  'nav_link1_url', 'nav_link1_text', 'nav_link2_url', 'nav_link2_text',
  'mission_title',
  'mission1_title', 'mission1_description', 'mission2_title', 'mission2_description',
  'mission3_title', 'mission3_description', 'mission4_title', 'mission4_description',
] as const);
export type FounderPage = z.infer<typeof founderPageSchema>;

export const alumniPageSchema = flatPage([
  'stats_alumni_number', 'stats_alumni_label', 'stats_countries_number', 'stats_countries_label',
  'stats_universities_number', 'stats_universities_label',
  'search_placeholder', 'filter_field_label', 'filter_year_label',
  'progress_title', 'progress_text', 'progress_link_text', 'progress_link_url',
  'participants_link_text',
  'network_title', 'network_subtitle',
  'testimonials_title', 'testimonials_subtitle',
  'circle_title', 'circle_subtitle',
  'circle1_title', 'circle1_description', 'circle1_link_url', 'circle1_link_text',
  'circle2_title', 'circle2_description', 'circle2_link_url', 'circle2_link_text',
  'circle3_title', 'circle3_description', 'circle3_link_url', 'circle3_link_text',
] as const);
export type AlumniPage = z.infer<typeof alumniPageSchema>;

