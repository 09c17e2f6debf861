import type { TeamGalleryItem, TeamMember, TeamPage } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import { htmlToText } from '@/lib/html/sanitize';
import type { Locale } from '@/lib/i18n/locales';
import { memberCanExpand, visibleTeamMembers } from './members';

/** A member card's data, plain text, prepared on the server. */
export interface TeamMemberView {
  id: number;
  name: string;
  position: string;
  department: string;
  photo: string | null;
  email: string;
  phone: string;
  officeHours: string;
  shortDescription: string;
  fullDescription: string;
  achievements: string[];
  canExpand: boolean;
}

export function teamMemberViews(members: readonly TeamMember[], lang: Locale): TeamMemberView[] {
  return visibleTeamMembers(members, lang).map((m) => {
    const shortDescription = htmlToText(m.shortDescription);
    const fullDescription = htmlToText(m.fullDescription);
    return {
      id: m.id,
      name: htmlToText(m.name),
      position: htmlToText(m.position),
      department: htmlToText(m.department),
      photo: m.photo,
      email: m.email.trim(),
      phone: m.phone.trim(),
      officeHours: htmlToText(m.office_hours),
      shortDescription,
      fullDescription,
      achievements: m.achievements.map(htmlToText).filter(Boolean),
      canExpand: memberCanExpand(shortDescription, fullDescription),
    };
  });
}

/** A gallery tile: the post's rendered title and excerpt as plain text. */
export function teamGalleryView(item: TeamGalleryItem): TeamGalleryItem {
  return { id: item.id, title: htmlToText(item.title), description: htmlToText(item.description), image: item.image };
}

/** The team page's texts, hero figures and values ("Team page"), texts resolved once. */
export function teamPageView(page: TeamPage, memberCount: number, lang: Locale) {
  const dict = getDictionary(lang).team;
  const values = [
    { title: page.value1_title, description: page.value1_description },
    { title: page.value2_title, description: page.value2_description },
    { title: page.value3_title, description: page.value3_description },
  ].filter((v) => v.title || v.description);
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    // The people shown are counted; the CMS's figure stands only when the list is empty (a failed fetch).
    stats: [
      memberCount > 0
        ? { value: formatNumber(memberCount, lang), label: countLabel(memberCount, lang, dict.statsMembers, page.stats_members_label) }
        : { value: page.stats_members_number, label: page.stats_members_label },
      { value: page.stats_experience_number, label: page.stats_experience_label },
      { value: page.stats_dedication_number, label: page.stats_dedication_label },
    ],
    intro: page.page_content,
    texts: cmsTexts(page, dict.defaults, lang),
    subtitles: { members: page.team_section_subtitle, gallery: page.gallery_subtitle, values: page.values_subtitle },
    values,
  };
}
