import { describe, expect, it } from '@jest/globals';
import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import { readFileSync } from 'node:fs';
import { catalogueProgramCount, filterOptions, filterSections, programSections } from './groups';

const program = (slug: string) => ({
  id: slug.length,
  title: slug,
  slug,
  description: '',
  learnMoreLink: '',
  deadline: '',
  submit: false,
  auto_manage_submissions: false,
  application_start_date: '',
  application_end_date: '',
  submit_url: '',
  curator_id: null,
  alternate_slug: null,
  modified: '',
  noindex: false,
});
const group = (id: number, slug: string, programs = [program(`p${id}`)]): ProgramCategoryGroup => ({ id, label: `L${id}`, slug, programs });

const en = [
  group(640, 'pro'),
  group(635, 'grad'),
  group(594, 'research'),
  group(642, 'us-academic-en'),
  group(637, 'lang'),
  group(630, 'experts'),
  group(633, 'inst', []),
  group(700, 'brand-new'),
];

describe('programme groups of the programmes list', () => {
  it('"Groups use fixed id lists" (en 635,637,640 / 594,624 / 630,633) in that order', () => {
    const sections = programSections(en, 'en').map((s) => s.map((g) => g.id));
    expect(sections).toEqual([[635, 637, 640], [594], [630], [700]]);
  });
  it('uses the Ukrainian lists for uk', () => {
    const uk = [group(109, 'a'), group(107, 'b'), group(120, 'c'), group(122, 'us-academic-uk')];
    expect(programSections(uk, 'uk').map((s) => s.map((g) => g.id))).toEqual([[107, 109], [120]]);
  });
  it('"The category us-academic-uk or us-academic-en is excluded from the filter options"', () => {
    const ids = filterOptions(en).map((o) => o.id);
    expect(ids).not.toContain(642);
    expect(ids).not.toContain(633); // empty category: nothing to show
    expect(ids).toEqual([640, 635, 594, 637, 630, 700]);
  });
  it('filters sections by the chosen category; all keeps everything', () => {
    const sections = programSections(en, 'en');
    expect(filterSections(sections, 'all')).toBe(sections);
    expect(filterSections(sections, 594).map((s) => s.map((g) => g.id))).toEqual([[594]]);
    expect(filterSections(sections, 9999)).toEqual([]);
  });
});

describe('the office’s programme count: one figure on every page that states it', () => {
  it('counts the catalogue’s programmes once each, without the us-academic category', () => {
    const twice = program('shared');
    const groups = [group(635, 'grad', [program('a'), twice]), group(594, 'research', [twice]), group(642, 'us-academic-en', [program('us')])];
    expect(catalogueProgramCount(groups, 'en')).toBe(2);
  });

  it('the sample office offers the same number of programmes in both languages', () => {
    const sample = (lang: 'uk' | 'en') => JSON.parse(readFileSync(`content/${lang}/programs.json`, 'utf8')) as ProgramCategoryGroup[];
    expect(catalogueProgramCount(sample('uk'), 'uk')).toBe(catalogueProgramCount(sample('en'), 'en'));
    expect(catalogueProgramCount(sample('uk'), 'uk')).toBeGreaterThan(10);
  });
});
