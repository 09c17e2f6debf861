import { z } from 'zod';
import en from '@/content/en/static/custom-article.json';
import uk from '@/content/uk/static/custom-article.json';
import { staticContent } from './load';
import { pageIntro, publicFile, sitePath, text } from './schemas';

/** Article page (custom-article, hard-coded): text, quote and image blocks. */
const blockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), heading: text.optional(), paragraphs: z.array(text).min(1) }),
  z.strictObject({ type: z.literal('quote'), text, cite: text }),
  z.strictObject({ type: z.literal('image'), src: publicFile, alt: text, caption: text }),
]);

const articleSchema = z.strictObject({
  ...pageIntro,
  date: text,
  isoDate: z.iso.date(),
  readingMinutes: z.number().int().positive(),
  category: text,
  author: z.strictObject({ name: text, role: text, avatar: publicFile, bio: text }),
  blocks: z.array(blockSchema).min(1),
  related: z.array(z.strictObject({ label: text, href: sitePath })).min(1),
});

export type ArticleBlock = z.infer<typeof blockSchema>;
export type ArticleContent = z.infer<typeof articleSchema>;

export const articleContent = staticContent('custom-article', articleSchema, { en, uk });
