import { z } from 'zod';
import { LOCALES } from '@/lib/constants';

/** Sections a generated share image may name (the first path segment of a page). */
const OG_SECTIONS = [
  'home', 'news', 'programs', 'library', 'search', 'about', 'history', 'team', 'contacts', 'faq', 'stories',
  'participants', 'alumni', 'photo-exhibition', 'impact', 'custom-article', 'circles-demo', 'ukraine-programs',
  'research', 'authors', 'page',
] as const;
export type OgSection = (typeof OG_SECTIONS)[number];

export const ogParamsSchema = z.object({
  lang: z.enum(LOCALES),
  title: z.string().trim().min(1).max(140),
  section: z.enum(OG_SECTIONS).catch('page'),
});
export type OgParams = z.infer<typeof ogParamsSchema>;

/** The section of a page path without its language: '/news/x' → 'news', '' → 'home'. */
export function sectionOf(path: string): OgSection {
  const first = path.split('/').filter(Boolean)[0] ?? 'home';
  return (OG_SECTIONS as readonly string[]).includes(first) ? (first as OgSection) : 'page';
}

/** The address of the generated 1200×630 share image of a page. */
export function ogImagePath(params: OgParams): string {
  const query = new URLSearchParams({ lang: params.lang, section: params.section, title: params.title.slice(0, 140) });
  return `/api/og?${query.toString()}`;
}
