/**
 * Writes lib/html/content-styles.generated.ts: the stylesheets of styles/content (one per kind of
 * WordPress block), compiled, for RichText to write into the pages whose content uses them.
 * lib/html/content-styles.test.ts fails while the committed module differs from the sources.
 */
import { writeFileSync } from 'node:fs';
import { compileContentStyles, contentStylesModule, CONTENT_STYLES_MODULE } from './lib/content-styles';

writeFileSync(CONTENT_STYLES_MODULE, contentStylesModule(compileContentStyles()));
console.log(`wrote ${CONTENT_STYLES_MODULE}`);
