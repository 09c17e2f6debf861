import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Before lib/config reads the environment, this file gives the test file that imports it a
 * private copy of content/ for the embedded CMS (so a test can take a page's data away) and
 * makes sure no WordPress is configured. Import it before anything that imports lib/config.
 */
const contentDir = mkdtempSync(path.join(tmpdir(), 'pages-content-'));
cpSync('content', contentDir, { recursive: true });
process.env.CONTENT_DIR = contentDir;
delete process.env.CMS_API_URL;

/* eslint-disable @typescript-eslint/no-require-imports -- the modules below must load after the lines above */
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
const { createElement, Fragment } = require('react') as typeof import('react');
const { config } = require('@/lib/config') as typeof import('@/lib/config');
const { LOCALES } = require('@/lib/constants') as typeof import('@/lib/constants');
/* eslint-enable @typescript-eslint/no-require-imports */

type Lang = (typeof LOCALES)[number];
type Route = (props: { params: Promise<{ lang: string }> }) => Promise<React.ReactNode>;
type CatchAllPage = { render: (lang: Lang) => Promise<React.ReactNode> };

/** Pages the catch-all route serves ({name}, {product}ers), by the name tests use for them. */
const CATCH_ALL: Record<string, [file: string, name: string]> = {
  founder: ['founder-page', 'founderPage'],
  alumni: ['alumni-page', 'alumniPage'],
};

function load(name: string): (lang: Lang) => Promise<React.ReactNode> {
  const catchAll = CATCH_ALL[name];
  /* eslint-disable @typescript-eslint/no-require-imports */
  if (catchAll) {
    const page = (require(`@/app/[lang]/[slug]/${catchAll[0]}`) as Record<string, CatchAllPage>)[catchAll[1]];
    if (!page) throw new Error(`no ${catchAll[1]} in ${catchAll[0]}`);
    return (lang) => page.render(lang);
  }
  const route = (require(`@/app/[lang]/${name}/page`) as { default: Route }).default;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return (lang) => route({ params: Promise.resolve({ lang }) });
}

/** The page's HTML as a visitor gets it, rendered by its route from the embedded CMS (no getter mocked). */
export async function renderPage(name: string, lang: Lang): Promise<string> {
  if (path.resolve(config.contentDir) !== contentDir) {
    throw new Error('lib/config was read before @/test/embedded-pages: import it first in the test file');
  }
  return renderToStaticMarkup(createElement(Fragment, null, await load(name)(lang)));
}

/** Runs `check` while the CMS has no `page/{file}` record in either language (the page data is missing). */
export async function withoutPageData<T>(file: string, check: () => Promise<T>): Promise<T> {
  const pageFile = (lang: Lang) => path.join(contentDir, lang, 'pages', `${file}.json`);
  for (const lang of LOCALES) renameSync(pageFile(lang), `${pageFile(lang)}.away`);
  try {
    return await check();
  } finally {
    for (const lang of LOCALES) renameSync(`${pageFile(lang)}.away`, pageFile(lang));
  }
}

/** Runs `check` while the CMS answers `page/{file}` in `lang` with `data` instead of the office's record. */
export async function withPageData<T>(file: string, lang: Lang, data: unknown, check: () => Promise<T>): Promise<T> {
  const pageFile = path.join(contentDir, lang, 'pages', `${file}.json`);
  const original = readFileSync(pageFile, 'utf8');
  writeFileSync(pageFile, JSON.stringify(data));
  try {
    return await check();
  } finally {
    writeFileSync(pageFile, original);
  }
}
