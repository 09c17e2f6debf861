/**
 * The kinds of WordPress content a page's HTML holds, each with its own rules
 * (`styles/content/_<kind>.scss`, compiled into content-styles.generated.ts): a page carries the
 * rules of the kinds its content uses, and a page of plain paragraphs none of them.
 */
export const CONTENT_BLOCKS = [
  'layout', 'align', 'image', 'gallery', 'columns', 'buttons', 'video', 'file', 'table', 'quote',
  'separator', 'cover', 'media-text', 'details', 'footnotes',
] as const;
export type ContentBlock = (typeof CONTENT_BLOCKS)[number];

/** Class names (and, for a few, tags) → the kind whose rules they need. */
const BY_CLASS: [RegExp, ContentBlock][] = [
  [/^(is-layout-(flex|grid|constrained|flow)|wp-block-group)$/, 'layout'],
  [/^(align(left|right|center|wide|full)|wp-caption|has-text-align-(left|center|right|justify)|has-(small|medium|large|x-large|xx-large)-font-size)$/, 'align'],
  [/^wp-block-image$/, 'image'],
  [/^(wp-block-gallery|gallery|blocks-gallery-caption)$/, 'gallery'],
  [/^wp-block-columns?$/, 'columns'],
  [/^wp-block-buttons?$/, 'buttons'],
  [/^(cms-video|wp-block-embed|wp-block-video|wp-block-audio|wp-video|wp-audio-shortcode|wp-video-shortcode)$/, 'video'],
  [/^wp-block-file$/, 'file'],
  [/^wp-block-table$/, 'table'],
  [/^wp-block-(quote|pullquote)$/, 'quote'],
  [/^wp-block-(separator|spacer)$/, 'separator'],
  [/^wp-block-cover$/, 'cover'],
  [/^wp-block-media-text$/, 'media-text'],
  [/^wp-block-details$/, 'details'],
  [/^(wp-block-footnotes|fn)$/, 'footnotes'],
];
const BY_TAG: Record<string, ContentBlock> = { details: 'details', video: 'video', audio: 'video' };

/** Adds to `found` the kinds an element of this tag and class attribute needs. */
export function noteContentBlocks(tag: string, classAttribute: string | undefined, found: Set<ContentBlock>): void {
  const byTag = BY_TAG[tag];
  if (byTag) found.add(byTag);
  if (!classAttribute) return;
  for (const name of classAttribute.split(/\s+/)) {
    for (const [pattern, block] of BY_CLASS) if (pattern.test(name)) found.add(block);
  }
}
