/**
 * Plain text of the embedded content's own HTML, for search and alt texts. The content is ours
 * (content/), never rendered from here, so a tag stripper is enough; keeping sanitize-html out of
 * the embedded CMS keeps its first load light (the site's first CMS call waits for it).
 */
import { decodeEntities } from '@/lib/html/entities';

export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|textarea)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block ends separate words; inline tags do not.
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|figure|figcaption|section|article)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
