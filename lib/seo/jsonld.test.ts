import { describe, expect, it } from '@jest/globals';
import { breadcrumbList, educationalProgram, faqPage, jsonLdString, newsArticle, organization, website } from './jsonld';

/** Required (or Google-recommended) properties per schema.org type. */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url', 'potentialAction'],
  NewsArticle: ['headline', 'datePublished', 'dateModified', 'author', 'publisher', 'inLanguage'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  EducationalOccupationalProgram: ['name', 'description', 'url', 'provider'],
};

export function missingProperties(thing: Record<string, unknown>): string[] {
  const type = String(thing['@type']);
  return (REQUIRED[type] ?? ['__unknown_type__']).filter((key) => thing[key] === undefined || thing[key] === '');
}

describe('JSON-LD', () => {
  it('home: Organization and WebSite with a SearchAction to /{lang}/search?q=', () => {
    const org = organization('uk');
    const site = website('en');
    expect(missingProperties(org)).toEqual([]);
    expect(missingProperties(site)).toEqual([]);
    expect(JSON.stringify(site.potentialAction)).toContain('/en/search?q={search_term_string}');
  });

  it('NewsArticle carries headline, dates, image, author, publisher, inLanguage', () => {
    const article = newsArticle({ lang: 'uk', path: '/news/a', headline: 'Заголовок', datePublished: '2026-03-01 10:00:00', image: '/images/a.jpg' });
    expect(missingProperties(article)).toEqual([]);
    expect(article.datePublished).toBe('2026-03-01T10:00:00+02:00');
    expect(article.image).toEqual([expect.stringMatching(/^https?:\/\/.+\/images\/a\.jpg$/)]);
  });

  it('BreadcrumbList positions start at 1 with absolute items', () => {
    const list = breadcrumbList([{ name: 'Home', path: '/' }, { name: 'News', path: '/news' }], 'en');
    expect(missingProperties(list)).toEqual([]);
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: expect.stringMatching(/\/en$/) }),
      expect.objectContaining({ position: 2, item: expect.stringMatching(/\/en\/news$/) }),
    ]);
  });

  it('FAQPage: each question with its answer as plain text; questions without an answer are left out', () => {
    const faq = faqPage([
      { question: 'Who may apply?', answerHtml: '<p>Anyone with a <strong>degree</strong> &amp; English.</p>\n<p>See the rules.</p>' },
      { question: ' ', answerHtml: '<p>x</p>' },
      { question: 'Empty answer?', answerHtml: '<p> </p>' },
    ]);
    expect(faq).not.toBeNull();
    expect(missingProperties(faq ?? { '@type': 'none' })).toEqual([]);
    expect(faq?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Who may apply?', acceptedAnswer: { '@type': 'Answer', text: 'Anyone with a degree & English. See the rules.' } },
    ]);
  });

  it('FAQPage is left out when no question has an answer (an empty FAQPage is invalid)', () => {
    expect(faqPage([])).toBeNull();
    expect(faqPage([{ question: 'Q', answerHtml: '' }])).toBeNull();
  });

  it('EducationalOccupationalProgram has its application dates where known', () => {
    const program = educationalProgram({ lang: 'en', path: '/programs/x', name: 'X', description: 'Y', applicationStartDate: '2030-01-01', applicationDeadline: '2030-03-01' });
    expect(missingProperties(program)).toEqual([]);
    expect(program.applicationDeadline).toBe('2030-03-01');
  });

  it('serialises without a way to close the script tag', () => {
    expect(jsonLdString({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
