import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ArticleView } from '@/components/news/ArticleView';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSeoRecord } from '@/lib/cms/seo';
import { tags } from '@/lib/cms/tags';
import { followRedirect } from '@/lib/content/follow-redirect';
import { htmlToText } from '@/lib/html/sanitize';
import { notFoundMetadata } from '@/lib/errors/not-found';
import { getDictionary } from '@/lib/i18n/dictionary';
import { isLocale, otherLocale } from '@/lib/i18n/locales';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { articleExtras, latestSlugs, resolveArticle } from '@/lib/news/article-data';
import { withFeed } from '@/lib/news/feed-link';
import { breadcrumbList, newsArticle } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { withStoredSeo } from '@/lib/seo/stored-seo';

type Params = { lang: string; slug: string };
type Props = { params: Promise<Params> };

/** The latest articles of each language are prebuilt; every other slug renders on first request (ISR). */
export async function generateStaticParams({ params }: { params: { lang: string } }): Promise<{ slug: string }[]> {
  if (!isLocale(params.lang)) return [];
  return (await latestSlugs(params.lang)).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, known } = await routeLang(params);
  if (!known) return notFoundMetadata(lang, 'page');
  const resolution = await resolveArticle(await slugFrom(params), lang);
  if (resolution.kind !== 'article') return notFoundMetadata(lang, 'news');
  const { item } = resolution;
  const stored = await getSeoRecord(item.id, tags.newsItem(item.slug));
  const other = otherLocale(lang);
  return withFeed(
    buildMetadata(
      withStoredSeo(
        {
          lang,
          path: `/news/${item.slug}`,
          title: htmlToText(item.title),
          description: item.content || item.description,
          descriptionKind: 'article',
          image: item.image,
          type: 'article',
          publishedTime: item.date,
          modifiedTime: item.modified || item.date,
          alternatePaths: { [other]: item.alternate_slug ? `/news/${item.alternate_slug}` : null },
        },
        stored,
      ),
    ),
    lang,
  );
}

export default async function NewsArticleRoute({ params }: Props) {
  const { lang, known } = await routeLang(params);
  if (!known) return <NotFoundPage lang={lang} />;
  const resolution = await resolveArticle(await slugFrom(params), lang);
  if (resolution.kind === 'redirect') followRedirect(resolution);
  // "News article missing or failed: 404 with 'News not found'" (a failed read's render is not kept).
  if (resolution.kind === 'not-found' || resolution.kind === 'unavailable') return <NotFoundPage lang={lang} kind="news" />;
  const { item } = resolution;
  const { related, translations } = await articleExtras(lang, item.id);
  const texts = getDictionary(lang).news;
  const path = `/news/${item.slug}`;
  const title = htmlToText(item.title);
  return (
    <>
      <JsonLd
        data={[
          newsArticle({
            lang,
            path,
            headline: title,
            datePublished: item.date,
            dateModified: item.modified,
            image: item.image,
            author: item.author,
            description: htmlToText(item.description),
          }),
          breadcrumbList(
            [
              { name: texts.article.breadcrumbHome, path: '/' },
              { name: texts.metaTitle, path: '/news' },
              { name: title, path },
            ],
            lang,
          ),
        ]}
      />
      <ArticleView lang={lang} item={item} related={related} translations={translations} />
    </>
  );
}
