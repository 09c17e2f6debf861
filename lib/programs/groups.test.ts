import { describe, expect, it } from '@jest/globals';
import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import { filterOptions, programSections, uniquePrograms } from './groups';

const group = (id: number, slug = `c${id}`, programs: string[] = ['p']): ProgramCategoryGroup => ({
  id,
  label: `Category ${id}`,
  slug,
  programs: programs.map((s, i) => ({
    id: id * 10 + i, title: s, slug: s, description: '', learnMoreLink: '', deadline: '', submit: false,
    auto_manage_submissions: false, application_start_date: '', application_end_date: '', submit_url: '', curator_id: null,
    alternate_slug: null, modified: '',
  })),
});

describe('programme sections and filter (spec part 1 §2)', () => {
  it('groups categories by the fixed id lists, in list order, skipping absent ids', () => {
    const sections = programSections([group(109), group(107), group(115), group(120), group(999)], 'uk');
    expect(sections.map((s) => s.map((g) => g.id))).toEqual([[107, 109], [115], [120]]);
    expect(programSections([group(635), group(630)], 'en').map((s) => s.map((g) => g.id))).toEqual([[635], [630]]);
  });

  it("excludes 'us-academic-uk' and 'us-academic-en' from the filter options", () => {
    expect(filterOptions([group(107), group(122, 'us-academic-uk'), group(642, 'us-academic-en')]).map((o) => o.id)).toEqual([107]);
  });

  it('lists each programme once', () => {
    expect(uniquePrograms([group(1, 'a', ['x', 'y']), group(2, 'b', ['y', 'z'])]).map((p) => p.slug)).toEqual(['x', 'y', 'z']);
  });
});
