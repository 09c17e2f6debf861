import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { itemTranslations } from '@/lib/i18n/routing';
import { resolveArticle } from '@/lib/news/article-data';

/** An article's language link: its translation, else the other language's news list. */
export default async function ArticleLanguageLinks({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, known } = await routeLang(params);
  const slug = await slugFrom(params);
  const resolution = known ? await resolveArticle(slug, lang) : null;
  if (resolution?.kind !== 'article') return <LanguageSwitch lang={lang} />;
  return <LanguageSwitch lang={lang} page={itemTranslations(lang, '/news', slug, resolution.item.alternate_slug)} />;
}
