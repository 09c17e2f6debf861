import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { DynamicContentView } from '@/components/content/DynamicContentView';
import { FaqRedirectNotice } from '@/components/content/FaqRedirectNotice';
import { getDynamicContent, getPostCategories } from '@/lib/cms/content';
import type { DynamicContent } from '@/lib/cms/schemas';
import { getTeam } from '@/lib/cms/team';
import { redirectFor } from '@/lib/content/redirects';
import { notFoundMetadata } from '@/lib/errors/not-found';
import { htmlToText } from '@/lib/html/sanitize';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath, type TranslatedPage } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

/** Where the screen lives: the catch-all '/{slug}' or '/authors/{slug}'. */
export type ContentBase = '' | '/authors';

const pathOf = (base: ContentBase, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/**
 * "Dynamic content not found or fetch error: redirect to /404" (here: the 404
 * screen, status 404). 'failed' keeps a fetch error apart from "not found", so it is never cached.
 */
async function loadContent(slug: string, lang: Locale): Promise<DynamicContent | null | 'failed'> {
  try {
    return await getDynamicContent(slug, lang);
  } catch (error) {
    console.warn(`[content] ${lang}/${slug} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  }
}

/** The same item's slug in this language when the visitor used the other language's slug. */
async function translatedSlug(slug: string, lang: Locale): Promise<string | null | 'failed'> {
  const other = await loadContent(slug, otherLocale(lang));
  if (other === 'failed') return other;
  const alternate = other?.content.alternate_slug;
  return alternate && alternate !== slug ? alternate : null;
}

/** The item's categories: its own when the CMS sent them, else the posts lookup (null = failed). */
async function categoriesOf(data: DynamicContent, slug: string): Promise<number[] | null> {
  return data.content.categories.length > 0 ? data.content.categories : getPostCategories(slug);
}

/** The team is fetched only for a curator_id; a failed fetch (empty list) just hides the card. */
async function coordinatorOf(data: DynamicContent, lang: Locale) {
  const id = data.content.curator_id;
  if (id === null) return null;
  return (await getTeam(lang)).find((member) => member.id === id) ?? null;
}

/** The dynamic content screen with its category rules. */
export async function renderDynamicContent(slug: string, lang: Locale, base: ContentBase): Promise<ReactNode> {
  const data = await loadContent(slug, lang);
  if (!data || data === 'failed') {
    const alternate = await translatedSlug(slug, lang);
    if (alternate && alternate !== 'failed') redirect(localePath(lang, pathOf(base, alternate)));
    return <NotFoundPage lang={lang} reason={data === 'failed' || alternate === 'failed' ? 'unavailable' : 'missing'} />;
  }
  const rule = redirectFor(await categoriesOf(data, slug));
  if (rule.kind === 'redirect') redirect(localePath(lang, `/${rule.section}/${encodeURIComponent(slug)}`));

  const texts = getDictionary(lang).content;
  if (rule.kind === 'faq-notice') {
    return (
      <FaqRedirectNotice
        title={htmlToText(data.content.title)}
        faqHref={localePath(lang, '/faq')}
        texts={{ notice: texts.faqNotice, wait: texts.faqWait, link: texts.faqLink }}
      />
    );
  }
  return (
    <DynamicContentView
      lang={lang}
      item={data.content}
      path={pathOf(base, slug)}
      variant={rule.variant}
      coordinator={await coordinatorOf(data, lang)}
      texts={texts}
    />
  );
}

export async function dynamicContentMetadata(slug: string, lang: Locale, base: ContentBase): Promise<Metadata> {
  const data = await loadContent(slug, lang);
  if (!data || data === 'failed') return notFoundMetadata(lang, 'page');
  const item = data.content;
  const title = htmlToText(item.title);
  const alternate = item.alternate_slug;
  return buildMetadata({
    lang,
    path: pathOf(base, slug),
    title,
    description: htmlToText(item.content) || t(lang, getDictionary(lang).content.metaDescription, { title }),
    image: item.featured_image,
    alternatePaths: { [otherLocale(lang)]: alternate ? pathOf(base, alternate) : null },
  });
}

/**
 * The header's language links on a content page: the translation's address, else the other
 * language's page that lists such items (the exhibition for authors, the home otherwise).
 */
export async function dynamicContentTranslations(slug: string, lang: Locale, base: ContentBase): Promise<TranslatedPage> {
  const data = await loadContent(slug, lang);
  const other = otherLocale(lang);
  const alternate = data && data !== 'failed' ? data.content.alternate_slug : null;
  const listing = base === '/authors' ? '/photo-exhibition' : '/';
  return {
    path: localePath(lang, pathOf(base, slug)),
    translations: { [other]: localePath(other, alternate ? pathOf(base, alternate) : listing) },
  };
}
