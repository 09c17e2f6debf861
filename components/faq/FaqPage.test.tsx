import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { getFaqPage as GetFaqPage } from '@/lib/cms/pages';
import type { FaqPage } from '@/lib/cms/schemas';

const getFaq = jest.fn<typeof GetFaqPage>();
jest.mock('@/lib/cms/pages', () => ({ getFaqPage: (...args: Parameters<typeof GetFaqPage>) => getFaq(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { default: FaqRoute } = require('@/app/[lang]/faq/page') as typeof import('@/app/[lang]/faq/page');

async function render(lang: 'uk' | 'en') {
  return renderToStaticMarkup(await FaqRoute({ params: Promise.resolve({ lang }) }));
}

const data: FaqPage = {
  hero_title: 'Questions',
  hero_subtitle: 'Sub',
  translations: { main_title: 'Main', main_subtitle: '', contact_title: 'Ask us', contact_subtitle: '', contact_button_text: 'Write', contact_button_url: '' },
  faq_questions: [{ id: 7, question: 'Who can apply?', answer: '<p>Anyone<script>alert(1)</script></p>' }],
};

describe('FAQ page (spec part 2 §2, §8)', () => {
  beforeEach(() => {
    getFaq.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the questions with sanitised answers, a quick-navigation link to each and the contact link (default /{lang}/contacts)', async () => {
    getFaq.mockResolvedValue(data);
    const html = await render('en');
    expect(html).toContain('id="faq-7"');
    expect(html).toContain('href="#faq-7"');
    expect(html).toContain('<p>Anyone</p>');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/en/contacts"');
  });

  it('"FAQ fetch failure: built-in default English or Ukrainian texts with an empty list"', async () => {
    getFaq.mockRejectedValue(new Error('CMS down'));
    const en = await render('en');
    expect(en).toContain('Frequently Asked Questions');
    expect(en).toContain('No FAQ questions available at this time');
    expect(en).toContain('href="/en/contacts"');
    const uk = await render('uk');
    expect(uk).toContain('Часті запитання');
    expect(uk).toContain('Наразі немає доступних FAQ питань');
    expect(uk).toContain('href="/uk/contacts"');
  });
});
