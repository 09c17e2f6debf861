import { expect, test } from '@playwright/test';
import { publishedNews, readContent, type NewsEntry } from '../test/support/content';

/**
 * The largest paint of the home page, a programme page and an article is their first
 * picture. The server HTML asks for it first: a preload link in the head with fetchpriority=high,
 * and the <img> itself high priority and not lazy, so it does not wait for the layout to find it.
 */
function pages(lang: 'uk' | 'en') {
  const programme = readContent<{ slug: string }[]>(lang, 'program-details.json')[0];
  const article = (publishedNews(lang) as (NewsEntry & { image?: string })[]).find((n) => n.image && !n.categories.some((c) => [274, 276].includes(c)));
  return [
    { name: 'home', path: `/${lang}`, img: /<img[^>]*class="[^"]*_image"[^>]*>/ },
    { name: 'programme', path: `/${lang}/programs/${programme?.slug}`, img: /<img[^>]*class="[^"]*_heroImage"[^>]*>/ },
    { name: 'article', path: `/${lang}/news/${article?.slug}`, img: /<img[^>]*class="[^"]*_featuredImage"[^>]*>/ },
  ];
}

for (const lang of ['uk', 'en'] as const) {
  for (const page of pages(lang)) {
    test(`${page.path} (${page.name}): the picture of the largest paint is preloaded with high priority`, async ({ request }) => {
      const html = await (await request.get(page.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.some((link) => /fetchPriority="high"/i.test(link)), preloads.join('\n')).toBe(true);
      const img = page.img.exec(html)?.[0] ?? '';
      expect(img).toMatch(/fetchPriority="high"/i);
      expect(img).not.toMatch(/loading="lazy"/);
    });
  }
}
