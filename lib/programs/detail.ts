import type { GlobalBlock, ProgramDetail } from '@/lib/cms/schemas';

export interface DetailLayout {
  start: GlobalBlock[];
  afterContent: GlobalBlock[];
  sections: { number: number; anchor: string; title: string; content: string; after: GlobalBlock[] }[];
  end: GlobalBlock[];
}

/**
 * the spec Programme detail: "content blocks inserted at the positions start, after_content,
 * after_section_N and end; numbered sections". N counts sections from 1; a block after a section
 * that does not exist (the office removed one) is shown after the last section rather than lost.
 */
export function detailLayout(detail: Pick<ProgramDetail, 'global_blocks' | 'sections'>): DetailLayout {
  const blocks = detail.global_blocks.filter((b) => b.content.trim() !== '');
  const sections = detail.sections
    .filter((s) => s.title.trim() !== '' || s.content.trim() !== '')
    .map((s, i) => ({ number: i + 1, anchor: `section-${i + 1}`, title: s.title, content: s.content, after: [] as GlobalBlock[] }));
  const layout: DetailLayout = { start: [], afterContent: [], sections, end: [] };
  for (const block of blocks) {
    if (block.position === 'start') layout.start.push(block);
    else if (block.position === 'after_content') layout.afterContent.push(block);
    else if (block.position === 'end') layout.end.push(block);
    else {
      const n = Number(block.position.slice('after_section_'.length));
      const target = sections[Math.min(n, sections.length) - 1];
      if (target) target.after.push(block);
      else layout.afterContent.push(block);
    }
  }
  return layout;
}

/** The floating table of contents: overview, each section by number, FAQ, application. */
export function tocEntries(
  layout: DetailLayout,
  texts: { overview: string; faqTitle: string; applicationTitle: string },
): { anchor: string; label: string }[] {
  return [
    { anchor: 'overview', label: texts.overview },
    ...layout.sections.map((s) => ({ anchor: s.anchor, label: `${s.number}. ${s.title}` })),
    { anchor: 'faq', label: texts.faqTitle },
    { anchor: 'application', label: texts.applicationTitle },
  ];
}
