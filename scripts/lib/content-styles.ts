import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as sass from 'sass';
import { CONTENT_BLOCKS, type ContentBlock } from '../../lib/html/content-blocks';

/** Where each kind of content block's stylesheet is written: styles/content/<kind>.scss. */
export const CONTENT_STYLES_DIR = path.join(__dirname, '..', '..', 'styles', 'content');
export const CONTENT_STYLES_MODULE = path.join(__dirname, '..', '..', 'lib', 'html', 'content-styles.generated.ts');

/** The stylesheets of styles/content, compiled and minified, by kind. */
export function compileContentStyles(): Record<ContentBlock, string> {
  const sources = readdirSync(CONTENT_STYLES_DIR).filter((name) => !name.startsWith('_') && name.endsWith('.scss'));
  const kinds = sources.map((name) => name.replace(/\.scss$/, '')).sort();
  const expected = [...CONTENT_BLOCKS].sort();
  if (kinds.join() !== expected.join()) {
    throw new Error(`styles/content holds ${kinds.join(', ')}; content-blocks.ts names ${expected.join(', ')}`);
  }
  return Object.fromEntries(
    CONTENT_BLOCKS.map((kind) => [kind, sass.compile(path.join(CONTENT_STYLES_DIR, `${kind}.scss`), { style: 'compressed', charset: false }).css]),
  ) as Record<ContentBlock, string>;
}

/** The generated module's text. */
export function contentStylesModule(styles: Record<ContentBlock, string>): string {
  const entries = CONTENT_BLOCKS.map((kind) => `  '${kind}': ${JSON.stringify(styles[kind])},`).join('\n');
  return [
    '// Written by `npx tsx scripts/make-content-styles.ts` from styles/content/*.scss: edit those, then run it.',
    "import type { ContentBlock } from './content-blocks';",
    '',
    '/** The site\'s rules for each kind of block in CMS content, compiled. */',
    'export const CONTENT_STYLES: Record<ContentBlock, string> = {',
    entries,
    '};',
    '',
  ].join('\n');
}
