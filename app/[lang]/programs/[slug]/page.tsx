import { ProgramDetailView } from '@/components/programs/ProgramDetailView';
import { JsonLd } from '@/components/seo/JsonLd';
import { getProgramCurators, getPrograms } from '@/lib/cms/programs';
import { getSeoRecord } from '@/lib/cms/seo';
import { tags } from '@/lib/cms/tags';
import { PROGRAM_STATIC_SLUGS_PER_LANG } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { otherLocale, isLocale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { htmlToText } from '@/lib/html/sanitize';
import { resolveProgram } from '@/lib/programs/program-data';
import { applicationWindow } from '@/lib/programs/status';
import { breadcrumbList, educationalProgram, faqPage } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { withStoredSeo } from '@/lib/seo/stored-seo';
import { itemPageRoute } from '../../_routes/item-page-route';

/** The first programmes of the catalogue, per language, prebuilt; the others render on their first visit. */
export async function generateStaticParams({ params }: { params: { lang?: string } }): Promise<{ slug: string }[]> {
  if (!isLocale(params.lang)) return [];
  const groups = await getPrograms(params.lang);
  return [...new Set(groups.flatMap((g) => g.programs.map((p) => p.slug)))].slice(0, PROGRAM_STATIC_SLUGS_PER_LANG).map((slug) => ({ slug }));
}

const route = itemPageRoute({
  resolve: resolveProgram,
  notFound: 'program',
  async metadata(lang, { program }) {
    const other = otherLocale(lang);
    const stored = await getSeoRecord(program.id, tags.program(program.slug));
    return buildMetadata(
      withStoredSeo(
        {
          lang,
          path: `/programs/${program.slug}`,
          title: program.title,
          description: program.description || htmlToText(program.content) || t(lang, getDictionary(lang).programs.detail.metaDescriptionFallback, { title: program.title }),
          image: program.featured_image,
          alternatePaths: { [other]: program.alternate_slug ? localePath(other, `/programs/${program.alternate_slug}`) : null },
        },
        stored,
      ),
    );
  },
  async render(lang, { program }) {
    const curator =
      program.curator ?? (program.curator_id ? ((await getProgramCurators(lang)).find((c) => c.id === program.curator_id) ?? null) : null);
    const texts = getDictionary(lang).programs.detail;
    const path = `/programs/${program.slug}`;
    const appWindow = applicationWindow(program);
    return (
      <>
        <JsonLd
          data={[
            educationalProgram({
              lang,
              path,
              name: program.title,
              description: program.description || htmlToText(program.content),
              applicationStartDate: appWindow?.start,
              applicationDeadline: appWindow?.end,
            }),
            breadcrumbList(
              [
                { name: program.breadcrumb.programs || texts.programs, path: '/programs' },
                { name: program.title, path },
              ],
              lang,
            ),
            faqPage(program.faq_questions.map((q) => ({ question: q.question, answerHtml: q.answer || q.short_answer }))),
          ]}
        />
        <ProgramDetailView lang={lang} program={program} curator={curator} serverNow={new Date().toISOString()} />
      </>
    );
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
