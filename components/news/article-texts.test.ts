import { describe, expect, it } from '@jest/globals';
import { articleTexts } from './article-texts';

const uk = {
  read_more: 'Читати далі',
  views: 'переглядів',
  min_read: 'хв читання',
  related_news: 'Інші новини',
  view_all_news: 'Переглянути всі новини',
  back_to_news: 'Повернутися до новин',
};

describe('article texts: the news list’s translations from the CMS, the dictionary as a fallback', () => {
  it('uses the CMS’s texts', () => {
    const texts = articleTexts(uk, 'uk', { minutes: 3, views: 5 });
    expect(texts).toMatchObject({ backToNews: uk.back_to_news, related: uk.related_news, viewAllNews: uk.view_all_news, readMore: uk.read_more });
    expect(texts.minRead).toBe('3 хв читання');
  });

  it('puts the view count through the plural rules, the CMS’s word for many', () => {
    expect(articleTexts(uk, 'uk', { minutes: 1, views: 25 }).views).toBe('25 переглядів');
    expect(articleTexts(uk, 'uk', { minutes: 1, views: 2841 }).views).toBe('2\u00a0841 перегляд');
    expect(articleTexts(uk, 'uk', { minutes: 1, views: 964 }).views).toBe('964 перегляди');
    expect(articleTexts({ views: 'views' }, 'en', { minutes: 1, views: 1 }).views).toBe('1 view');
  });

  it('falls back to the dictionary without translations', () => {
    const texts = articleTexts({}, 'en', { minutes: 2, views: 3 });
    expect(texts.minRead).toBe('2 min read');
    expect(texts.views).toBe('3 views');
    expect(texts.backToNews).not.toBe('');
  });
});
