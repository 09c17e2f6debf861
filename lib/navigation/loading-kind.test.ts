import { describe, expect, it } from '@jest/globals';
import { loadingKindFor } from './loading-kind';

describe('the loading text of a client-side navigation, by the page it goes to', () => {
  it.each([
    ['/uk/programs', 'programs'],
    ['/en/programs/graduate-student-program', 'program'],
    ['/uk/news', 'news'],
    ['/en/news/some-article', 'article'],
    ['/uk/library', 'library'],
    ['/en/team', 'team'],
    ['/uk/stories', 'stories'],
    ['/en/photo-exhibition', 'gallery'],
  ] as const)('%s → %s', (path, kind) => expect(loadingKindFor(path)).toBe(kind));

  it.each(['/uk', '/en/about', '/uk/contacts', '/en/authors/someone', '/uk/privacy-policy', '/en/faq'])('%s → content ("Loading content...")', (path) =>
    expect(loadingKindFor(path)).toBe('content'),
  );
});
