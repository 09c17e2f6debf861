/**
 * Which section the visitor is reading, for the side navigation's highlight: the last section
 * whose top has reached the reading line (just under the sticky header); the first one before
 * any has; the last one once the page is scrolled to its end (a short last section never
 * reaches the line).
 */
export function currentSection(sections: readonly { anchor: string; top: number }[], readingLine: number, atEnd: boolean): string | null {
  if (sections.length === 0) return null;
  if (atEnd) return sections[sections.length - 1]?.anchor ?? null;
  let current = sections[0]?.anchor ?? null;
  for (const section of sections) {
    if (section.top <= readingLine) current = section.anchor;
    else break;
  }
  return current;
}
