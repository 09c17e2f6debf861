import { config } from '@/lib/config';
import { wpDateWithOffset } from '@/lib/cms/wp-date';
import { htmlToText } from '@/lib/html/sanitize';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { absoluteUrl } from './metadata';

/**
 * schema.org structured data builders. Each returns a plain object for <JsonLd>; the test in
 * jsonld.test.ts checks the required properties of each type.
 */
export type Thing = Record<string, unknown> & { '@type': string };

const CONTEXT = 'https://schema.org';

function organizationName(lang: Locale): string {
  return lang === 'uk' ? `Програма ${config.product.uk} в Україні` : `${config.product.en} Program in Ukraine`;
}

export function organization(lang: Locale, logo = '/icon.svg'): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${config.siteUrl}/#organization`,
    name: organizationName(lang),
    url: absoluteUrl(localePath(lang, '/')),
    logo: absoluteUrl(logo),
  };
}

export function website(lang: Locale): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${config.siteUrl}/${lang}#website`,
    name: organizationName(lang),
    url: absoluteUrl(localePath(lang, '/')),
    inLanguage: lang,
    publisher: { '@id': `${config.siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(localePath(lang, '/search'))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function newsArticle(input: {
  lang: Locale;
  path: string;
  headline: string;
  datePublished: string;
  dateModified?: string;
  image?: string | null;
  author?: string;
  description?: string;
}): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: input.headline.slice(0, 110),
    datePublished: toIsoDate(input.datePublished),
    dateModified: toIsoDate(input.dateModified || input.datePublished),
    ...(input.image ? { image: [absoluteUrl(input.image)] } : {}),
    author: input.author
      ? { '@type': 'Person', name: input.author }
      : { '@type': 'Organization', name: organizationName(input.lang), url: absoluteUrl(localePath(input.lang, '/')) },
    publisher: {
      '@type': 'Organization',
      name: organizationName(input.lang),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    inLanguage: input.lang,
    mainEntityOfPage: absoluteUrl(localePath(input.lang, input.path)),
    ...(input.description ? { description: input.description } : {}),
  };
}

export function breadcrumbList(items: { name: string; path: string }[], lang: Locale): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localePath(lang, item.path)),
    })),
  };
}

/**
 * FAQPage for a list of questions with HTML answers (the FAQ page, a programme's questions). Null
 * when no question has both a question and an answer: a FAQPage without questions is invalid.
 */
export function faqPage(questions: readonly { question: string; answerHtml: string }[]): Thing | null {
  const mainEntity = questions
    .map((q) => ({ name: q.question.trim(), text: htmlToText(q.answerHtml) }))
    .filter((q) => q.name && q.text)
    .map((q) => ({ '@type': 'Question', name: q.name, acceptedAnswer: { '@type': 'Answer', text: q.text } }));
  return mainEntity.length ? { '@context': CONTEXT, '@type': 'FAQPage', mainEntity } : null;
}

export function educationalProgram(input: {
  lang: Locale;
  path: string;
  name: string;
  description: string;
  applicationStartDate?: string;
  applicationDeadline?: string;
}): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOccupationalProgram',
    name: input.name,
    description: input.description,
    url: absoluteUrl(localePath(input.lang, input.path)),
    inLanguage: input.lang,
    provider: { '@type': 'Organization', name: organizationName(input.lang), url: absoluteUrl(localePath(input.lang, '/')) },
    ...(input.applicationStartDate ? { applicationStartDate: toIsoDate(input.applicationStartDate) } : {}),
    ...(input.applicationDeadline ? { applicationDeadline: toIsoDate(input.applicationDeadline) } : {}),
  };
}

/** '2026-03-01 10:00:00' (Kyiv) → '2026-03-01T10:00:00+02:00'; a bare date stays a date. */
function toIsoDate(value: string): string {
  return wpDateWithOffset(value) ?? value.trim();
}

/** Serialised safely for a <script type="application/ld+json"> (no closing tag can appear). */
export function jsonLdString(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
