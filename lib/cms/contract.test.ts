import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import type { ZodType } from 'zod';
import * as schemas from './schemas';

/** docs/cms-contract/ (one file per resource, README.md the index): every example answer is parsed by the schema it names. */
const DIR = 'docs/cms-contract';
const files = readdirSync(DIR).filter((name) => name.endsWith('.md')).sort();
const doc = files.map((name) => readFileSync(`${DIR}/${name}`, 'utf8')).join('\n');
const EXAMPLE = /<!-- example: (\w+) -->\n```json\n([\s\S]*?)\n```/g;
const examples = [...doc.matchAll(EXAMPLE)].map((m) => ({ schema: m[1] ?? '', json: m[2] ?? '' }));

const registry = schemas as unknown as Record<string, ZodType | undefined>;

/** Schemas of what the site sends (requests), not answers the CMS gives. */
const REQUEST_SCHEMAS = new Set(['newsletterRequestSchema', 'contactRequestSchema', 'viewsRequestSchema']);
/** Building blocks of larger answers, documented inside them. */
const PART_SCHEMAS = new Set([
  'languageSchema', 'programSchema', 'programCategoryGroupSchema', 'globalBlockSchema',
  'additionalContactSchema', 'newsImageSchema', 'newsCategorySchema', 'libraryResourceSchema', 'libraryCategorySchema',
  'heroSlideSchema', 'testimonialSchema', 'curatorSchema', 'teamMemberSchema', 'coordinatorSchema', 'faqQuestionSchema',
  'authorSchema', 'timelineEventSchema', 'galleryImageSchema', 'paginationSchema', 'wpPostSchema', 'searchResultSchema',
  'dynamicContentItemSchema', 'oldAddressEntrySchema',
]);

describe('the CMS contract documents', () => {
  it('has an index that names every file of the folder', () => {
    const index = readFileSync(`${DIR}/README.md`, 'utf8');
    expect(files.filter((name) => name !== 'README.md' && !index.includes(`](${name})`))).toEqual([]);
  });

  it('has examples, each marker followed by its JSON block', () => {
    expect(examples.length).toBeGreaterThan(30);
    expect(doc.match(/<!-- example:/g)?.length).toBe(examples.length);
  });

  it.each(examples.map((e, i) => [`${i + 1}. ${e.schema}`, e] as const))('example %s parses with its schema', (_label, e) => {
    const schema = registry[e.schema];
    expect(schema).toBeDefined();
    const result = schema?.safeParse(JSON.parse(e.json));
    expect(result?.success ? 'ok' : JSON.stringify(result?.error.issues.slice(0, 3))).toBe('ok');
  });

  it('documents every answer schema with at least one example', () => {
    const documented = new Set(examples.map((e) => e.schema));
    const answerSchemas = Object.keys(registry).filter(
      (name) => name.endsWith('Schema') && !REQUEST_SCHEMAS.has(name) && !PART_SCHEMAS.has(name),
    );
    expect(answerSchemas.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names the paths of both spec documents', () => {
    for (const path of [
      'menu/primary', 'header-data', 'program-by-slug/', 'news/{id or slug}', 'news-categories', 'about-data', 'library',
      'hero-slides', 'testimonials', 'program-curators', 'footer-data', 'search', 'page/programs', 'page/news',
      'page/library', 'page/team', 'page/about', 'page/history', 'page/contacts', 'page/stories', 'page/{product}ers',
      'page/faq', 'page/photo-exhibition', 'authors', 'timeline-events', 'photo-gallery', 'dynamic-content/',
      'wp/v2/posts', 'seo/{postId}', 'increment-views', 'newsletter-subscribe', '/contact',
    ]) {
      expect(doc).toContain(path);
    }
  });
});
