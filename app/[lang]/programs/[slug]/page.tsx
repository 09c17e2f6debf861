import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ProgramDetailView } from '@/components/programs/ProgramDetailView';
import { JsonLd } from '@/components/seo/JsonLd';
import { getProgram, getPrograms } from '@/lib/cms/programs';
import { config } from '@/lib/config';
import { LOCALES } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { otherLocale } from '@/lib/i18n/locales';
import { langFrom } from '@/lib/i18n/params';
import { translatedItemPath } from '@/lib/i18n/routing';
import { uniquePrograms } from '@/lib/programs/groups';
import { cmsDay } from '@/lib/programs/status';
import { htmlToText } from '@/lib/html/sanitize';
import { breadcrumbList, educationalProgram, faqPage } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { renderInstant } from '@/lib/time';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here

type Props = { params: Promise<{ lang: string; slug: string }> };

/** Every programme of both languages is prebuilt; one published later renders on first request. */
export async function generateStaticParams() {
  const perLang = await Promise.all(
    LOCALES.map(async (lang) => uniquePrograms(await getPrograms(lang)).map((p) => ({ lang, slug: p.slug }))),
  );
  return perLang.flat();
}

async function load(params: Props['params']) {
  const lang = await langFrom(params);
  const { slug } = await params;
  return { lang, slug: decodeURIComponent(slug), program: await getProgram(decodeURIComponent(slug), lang) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug, program } = await load(params);
  if (!program) return { title: getDictionary(lang).programs.notFound, robots: { index: false } };
  const other = otherLocale(lang);
  return buildMetadata({
    lang,
    path: `/programs/${slug}`,
    title: program.title,
    description: program.description || program.content,
    image: program.featured_image,
    alternatePaths: { [other]: program.alternate_slug ? `/${other}/programs/${program.alternate_slug}` : null },
  });
}

export default async function ProgramRoute({ params }: Props) {
  const { lang, slug, program } = await load(params);
  if (!program) {
    // The language switch keeps the slug: a programme of the other language goes to its translation.
    const other = otherLocale(lang);
    const original = await getProgram(slug, other);
    if (original) redirect(translatedItemPath(lang, '/programs', original.alternate_slug));
    notFound();
  }
  const d = getDictionary(lang).programs;
  const path = `/programs/${program.slug}`;
  const structured = [
    educationalProgram({
      lang,
      path,
      name: program.title,
      description: htmlToText(program.description || program.content).slice(0, 500),
      applicationStartDate: cmsDay(program.application_start_date) ?? undefined,
      applicationDeadline: cmsDay(program.application_end_date) ?? undefined,
    }),
    breadcrumbList([{ name: d.breadcrumbHome, path: '/' }, { name: d.breadcrumbPrograms, path: '/programs' }, { name: program.title, path }], lang),
    ...(program.faq_questions.length > 0
      ? [faqPage(program.faq_questions.map((q) => ({ question: q.question, answerText: htmlToText(q.answer || q.short_answer) })))]
      : []),
  ];
  return (
    <>
      <JsonLd data={structured} />
      <ProgramDetailView program={program} lang={lang} defaultEmail={config.defaultContactEmail} serverNow={renderInstant()} />
    </>
  );
}
