import type { TeamGalleryItem, TeamMember } from '@/lib/cms/schemas';
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
