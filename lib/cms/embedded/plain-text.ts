/**
 * Plain text of the embedded content's own HTML, for search and alt texts. The content is ours
 * (content/), never rendered from here, so a tag stripper is enough; keeping sanitize-html out of
 * the embedded CMS keeps its first load light (the site's first CMS call waits for it).
 */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–',
  laquo: '«', raquo: '»', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', shy: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

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
