import type { Metadata } from 'next';
import { findDynamicContent, getPostCategories } from '@/lib/cms/dynamic-pages';
import { NOT_FOUND, type Resolution } from '@/lib/cms/fallback';
import { getSeoRecord } from '@/lib/cms/seo';
import { tags } from '@/lib/cms/tags';
import type { DynamicContent, TeamMember } from '@/lib/cms/schemas/index';
import { getTeam } from '@/lib/cms/team';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { htmlToText } from '@/lib/html/sanitize';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath, type TranslatedPage } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';
import { withStoredSeo } from '@/lib/seo/stored-seo';
import { movedAddress } from './moved-address';
import { redirectFor } from './redirects';

/** Where the screen lives: the catch-all '/{slug}' or '/authors/{slug}'. */
export type ContentBase = '' | '/authors';

export type ContentResolution = Resolution<
  | { kind: 'content'; item: DynamicContent['content']; path: string; variant: 'default' | 'author'; coordinator: TeamMember | null }
  | { kind: 'faq-notice'; title: string; faqHref: string }
>;

const pathOf = (base: ContentBase, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/** The item's categories: its own when the CMS sent them, else the posts lookup (null = failed). */
async function categoriesOf(data: DynamicContent, slug: string): Promise<number[] | null> {
  return data.content.categories.length > 0 ? data.content.categories : getPostCategories(slug);
}

/** The team is fetched only for a curator_id; a failed fetch (empty list) just hides the card. */
async function coordinatorOf(data: DynamicContent, lang: Locale): Promise<TeamMember | null> {
  const id = data.content.curator_id;
  if (id === null) return null;
  return (await getTeam(lang)).find((member) => member.id === id) ?? null;
}

/**
 * What a content page shows: the content, with its variant by category; the FAQ notice; a
 * redirect to the programme or news route its categories name, a permanent one from the old slug
 * of a renamed page to its current address, or to its translation when the
 * visitor used the other language's slug; else not found — unavailable as soon as a CMS read
 * could not be made (that render is never kept, lib/cms/fallback.ts).
 */
export async function resolveDynamicContent(slug: string, lang: Locale, base: ContentBase): Promise<ContentResolution> {
  const found = await findDynamicContent(slug, lang);
  if (found.kind === 'unavailable') return found;
  if (found.kind === 'not-found') {
    const moved = await movedAddress('page', slug, lang, base);
    if (moved.kind !== 'not-found') return moved;
    const other = await findDynamicContent(slug, otherLocale(lang));
    if (other.kind !== 'found') return other;
    const alternate = other.value.content.alternate_slug;
    if (alternate && alternate !== slug) return { kind: 'redirect', to: localePath(lang, pathOf(base, alternate)) };
    return NOT_FOUND;
  }
  const data = found.value;
  const rule = redirectFor(await categoriesOf(data, slug));
  if (rule.kind === 'redirect') return { kind: 'redirect', to: localePath(lang, `/${rule.section}/${encodeURIComponent(slug)}`) };
  if (rule.kind === 'faq-notice') return { kind: 'faq-notice', title: htmlToText(data.content.title), faqHref: localePath(lang, '/faq') };
  return { kind: 'content', item: data.content, path: pathOf(base, slug), variant: rule.variant, coordinator: await coordinatorOf(data, lang) };
}

export async function dynamicContentMetadata(slug: string, lang: Locale, base: ContentBase): Promise<Metadata> {
  const found = await findDynamicContent(slug, lang);
  if (found.kind !== 'found') return notFoundMetadata(lang, 'page');
  const item = found.value.content;
  const title = htmlToText(item.title);
  const alternate = item.alternate_slug;
  const stored = await getSeoRecord(item.id, tags.content(slug));
  return buildMetadata(
    withStoredSeo(
      {
        lang,
        path: pathOf(base, slug),
        title,
        description: htmlToText(item.content) || t(lang, getDictionary(lang).content.metaDescription, { title }),
        image: item.featured_image,
        alternatePaths: { [otherLocale(lang)]: alternate ? pathOf(base, alternate) : null },
      },
      stored,
    ),
  );
}

/**
 * The header's language links on a content page: the translation's address, else the other
 * language's page that lists such items (the exhibition for authors, the home otherwise).
 */
export async function dynamicContentTranslations(slug: string, lang: Locale, base: ContentBase): Promise<TranslatedPage> {
  const found = await findDynamicContent(slug, lang);
  const other = otherLocale(lang);
  const alternate = found.kind === 'found' ? found.value.content.alternate_slug : null;
  const listing = base === '/authors' ? '/photo-exhibition' : '/';
  return {
    path: localePath(lang, pathOf(base, slug)),
    translations: { [other]: localePath(other, alternate ? pathOf(base, alternate) : listing) },
  };
}
