import { EXPAND_THRESHOLD, POSITION_ORDER_FALLBACK, TEAM_EXCLUDED_CATEGORY } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

export interface TeamMemberLike {
  position: string;
  department: string;
  email: string;
  categories: readonly number[];
  position_order: string;
}

/** "Sorted ascending by position_order; a non-numeric value counts as 999." */
export function positionOrder(value: string): number {
  const trimmed = value.trim();
  if (trimmed === '') return POSITION_ORDER_FALLBACK;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : POSITION_ORDER_FALLBACK;
}

/**
 * "Team list excludes members with a category of 258 (English) or 256 (Ukrainian)
 * and members with none of position, department or email. Sorted ascending by position_order."
 * The sort is stable, so equal orders keep the CMS's order.
 */
export function visibleTeamMembers<T extends TeamMemberLike>(members: readonly T[], lang: Locale): T[] {
  const excluded = TEAM_EXCLUDED_CATEGORY[lang];
  return members
    .filter((m) => !m.categories.includes(excluded))
    .filter((m) => [m.position, m.department, m.email].some((v) => v.trim() !== ''))
    .map((member, index) => ({ member, index, order: positionOrder(member.position_order) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ member }) => member);
}

/**
 * "Team member expand toggle appears only when fullDescription is longer than
 * 150 characters and differs from shortDescription." Both are plain text here.
 */
export function memberCanExpand(shortDescription: string, fullDescription: string): boolean {
  const full = fullDescription.trim();
  return full.length > EXPAND_THRESHOLD && full !== shortDescription.trim();
}
