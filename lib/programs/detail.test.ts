import { describe, expect, it } from '@jest/globals';
import { detailLayout, tocEntries } from './detail';

const block = (id: number, position: string) => ({ id, position, content: `<p>${id}</p>` });
const sections = [1, 2, 3].map((n) => ({ title: `S${n}`, content: `<p>${n}</p>` }));

describe('detailLayout — "content blocks inserted at the positions start, after_content, after_section_N and end"', () => {
  it('places each block at its position', () => {
    const layout = detailLayout({
      sections,
      global_blocks: [block(1, 'start'), block(2, 'after_content'), block(3, 'after_section_1'), block(4, 'end'), block(5, 'after_section_3')],
    });
    expect(layout.start.map((b) => b.id)).toEqual([1]);
    expect(layout.afterContent.map((b) => b.id)).toEqual([2]);
    expect(layout.sections.map((s) => s.after.map((b) => b.id))).toEqual([[3], [], [5]]);
    expect(layout.end.map((b) => b.id)).toEqual([4]);
  });
  it('numbers sections from 1 with anchors', () => {
    const layout = detailLayout({ sections, global_blocks: [] });
    expect(layout.sections.map((s) => [s.number, s.anchor])).toEqual([[1, 'section-1'], [2, 'section-2'], [3, 'section-3']]);
  });
  it('keeps a block after a missing section (after the last one) and drops empty blocks', () => {
    const layout = detailLayout({
      sections,
      global_blocks: [block(9, 'after_section_7'), { id: 10, position: 'end', content: '  ' }],
    });
    expect(layout.sections[2]?.after.map((b) => b.id)).toEqual([9]);
    expect(layout.end).toEqual([]);
    expect(detailLayout({ sections: [], global_blocks: [block(8, 'after_section_1')] }).afterContent.map((b) => b.id)).toEqual([8]);
  });
  it('builds the table of contents: overview, each section by index, FAQ, application', () => {
    const toc = tocEntries(detailLayout({ sections, global_blocks: [] }), { overview: 'O', faqTitle: 'F', applicationTitle: 'A' });
    expect(toc.map((e) => e.anchor)).toEqual(['overview', 'section-1', 'section-2', 'section-3', 'faq', 'application']);
    expect(toc[1]?.label).toBe('1. S1');
  });
});
