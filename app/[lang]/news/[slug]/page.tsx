import { ArticleView } from '@/components/news/ArticleView';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSeoRecord } from '@/lib/cms/seo';
import { tags } from '@/lib/cms/tags';
import { htmlToText } from '@/lib/html/sanitize';
import { getDictionary } from '@/lib/i18n/dictionary';
import { isLocale, otherLocale } from '@/lib/i18n/locales';
import { articleExtras, latestSlugs, resolveArticle } from '@/lib/news/article-data';
import { withFeed } from '@/lib/news/feed-link';
import { breadcrumbList, newsArticle } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { withStoredSeo } from '@/lib/seo/stored-seo';
import { itemPageRoute } from '../../_routes/item-page-route';

/** The latest articles of each language are prebuilt; every other slug renders on first request (ISR). */
export async function generateStaticParams({ params }: { params: { lang: string } }): Promise<{ slug: string }[]> {
  if (!isLocale(params.lang)) return [];
  return (await latestSlugs(params.lang)).map((slug) => ({ slug }));
}

const route = itemPageRoute({
  resolve: resolveArticle,
  notFound: 'news',
  async metadata(lang, { item }) {
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
  },
  async render(lang, { item }) {
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
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
