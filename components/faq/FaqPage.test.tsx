import { renderPage, withoutPageData, withPageData } from '@/test/embedded-pages';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FaqPage } from '@/lib/cms/schemas';

/** The FAQ page rendered by its route from the embedded CMS, with a page record of the test's own or none. */
const render = (lang: 'uk' | 'en') => renderPage('faq', lang);

const data: FaqPage = {
  hero_title: 'Questions',
  hero_subtitle: 'Sub',
  translations: { main_title: 'Main', main_subtitle: '', contact_title: 'Ask us', contact_subtitle: '', contact_button_text: 'Write', contact_button_url: '' },
  faq_questions: [{ id: 7, question: 'Who can apply?', answer: '<p>Anyone<script>alert(1)</script></p>' }],
};

describe('FAQ page', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the questions with sanitised answers, a quick-navigation link to each and the contact link (default /{lang}/contacts)', async () => {
    const html = await withPageData('faq', 'en', data, () => render('en'));
    expect(html).toContain('id="faq-7"');
    expect(html).toContain('href="#faq-7"');
    expect(html).toContain('<p>Anyone</p>');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('href="/en/contacts"');
  });

  it('describes its questions to search engines as a FAQPage: every question the page shows, in its order, answers as text', async () => {
    const html = await withPageData('faq', 'en', data, () => render('en'));
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    const jsonLd = JSON.parse(script?.[1] ?? 'null') as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    const shown = [...html.matchAll(/<h3 id="faq-[^"]+" class="question">([^<]*)<\/h3>/g)].map((match) => match[1]);
    expect(jsonLd['@type']).toBe('FAQPage');
    // The page's own questions, then the news posts filed under the FAQ category.
    expect(shown[0]).toBe('Who can apply?');
    expect(jsonLd.mainEntity.map((question) => question.name)).toEqual(shown);
    expect(jsonLd.mainEntity[0]?.acceptedAnswer).toEqual({ '@type': 'Answer', text: 'Anyone' });
  });

  it('"FAQ fetch failure: built-in default English or Ukrainian texts with an empty list"', async () => {
    const [en, uk] = await withoutPageData('faq', () => Promise.all([render('en'), render('uk')]));
    expect(en).toContain('Frequently Asked Questions');
    expect(en).toContain('No FAQ questions available at this time');
    expect(en).toContain('href="/en/contacts"');
    expect(uk).toContain('Часті запитання');
    expect(uk).toContain('Наразі немає доступних FAQ питань');
    expect(uk).toContain('href="/uk/contacts"');
    expect(`${en}${uk}`).not.toContain('FAQPage');
  });
});
