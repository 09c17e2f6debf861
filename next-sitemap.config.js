// next-sitemap runs after `next build` (postbuild). It lists the routes of the route table that the
// build prerendered; news articles, programmes and pages come from app/server-sitemap.xml, which is
// revalidated with the content. SITE_URL is the same setting lib/config.ts validates for the app.
const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** Item routes whose slug may differ per language: listed by the server sitemap instead. */
const ITEM_ROUTE = /^\/(uk|en)\/(news|programs|authors)\/.+/;

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  // One file of static routes: the CMS's index (/server-sitemap.xml) is listed beside it in
  // robots.txt, not inside it (an index may not list another index).
  generateIndexSitemap: false,
  exclude: ['/server-sitemap.xml', '/sitemaps/*', '/api/*', '/*/news/~view', '/*/library/~view', '/*/search/~view', '/*/stories/~view', '/icon.svg', '/_not-found', '/*/search', '/*/news/feed.xml', '/*/programs/*/calendar.ics'],
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
  // next-sitemap's own alternateRefs append the path to each href, which yields /uk/en/... here:
  // the alternates are built per path instead.
  transform: async (config, path) => {
    if (ITEM_ROUTE.test(path)) return null;
    const rest = path.replace(/^\/(uk|en)(?=\/|$)/, '');
    const href = (lang) => `${siteUrl}/${lang}${rest}`;
    return {
      loc: path,
      changefreq: rest === '' ? 'daily' : 'weekly',
      priority: rest === '' ? 1 : 0.8,
      lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
      alternateRefs: [
        { href: href('uk'), hreflang: 'uk', hrefIsAbsolute: true },
        { href: href('en'), hreflang: 'en', hrefIsAbsolute: true },
        { href: href('uk'), hreflang: 'x-default', hrefIsAbsolute: true },
      ],
    };
  },
};
