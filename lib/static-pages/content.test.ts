import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/constants';
import { articleContent } from './article';
import { circlesContent } from './circles';
import { impactContent } from './impact';
import { researchContent } from './research';
import { ukraineProgramsContent } from './ukraine-programs';

const publicFile = (path: string) => existsSync(join(process.cwd(), 'public', path));

describe.each(LOCALES)('static pages content (%s)', (lang) => {
  // The spec's sample figures (1000+ alumni, 50+ partners, 200+ hosts) give way to the office's own,
  // which its CMS pages state (lib/i18n/office-figures.test.ts holds them together).
  it('impact: "three headline figures (… Alumni, … Years in Ukraine, … Partner Institutions)" and every block type', () => {
    const impact = impactContent[lang];
    expect(impact.figures.map((f) => f.value.replace(/[\s,]/g, ''))).toEqual(['2000+', '30+', '150+']);
    expect(impact.story.sections.map((s) => s.type)).toEqual(['text', 'gallery', 'quote', 'achievements']);
    expect(impact.blocks.map((b) => b.type)).toEqual([
      'statistics', 'timeline', 'research', 'testimonials', 'globalNetwork', 'publications', 'mediaHighlights', 'impactMetrics',
    ]);
  });

  it('article: text, quote and image-with-caption blocks and related topics', () => {
    const article = articleContent[lang];
    expect(new Set(article.blocks.map((b) => b.type))).toEqual(new Set(['text', 'quote', 'image']));
    expect(article.related.length).toBeGreaterThan(0);
  });

  it('circles demo: groups Large, Medium, Small, Interactive', () => {
    expect(circlesContent[lang].groups.map((g) => g.size)).toEqual(['large', 'medium', 'small', 'interactive']);
  });

  it('Ukrainian programmes: the spec’s figures, steps, groups, webinars, PDFs and FAQ', () => {
    const page = ukraineProgramsContent[lang];
    expect(page.overview.impact.map((f) => f.value.replace(/\s/g, '').replace(',', ''))).toEqual(['2000+', '350+', '85%', '30+']);
    expect(page.overview.process).toHaveLength(4);
    expect(page.programs.groups).toHaveLength(3);
    expect(page.resources.webinars.map((w) => w.minutes)).toEqual([45, 60, 75]);
    expect(page.resources.downloads).toHaveLength(4);
    for (const pdf of page.resources.downloads) expect(publicFile(pdf.href)).toBe(true);
    expect(page.faq.items).toHaveLength(5);
  });

  it('research: one example study with key findings', () => {
    const { study } = researchContent[lang];
    expect(study.title).not.toBe('');
    expect(study.findings.length).toBeGreaterThan(0);
  });

  it('every image of the static pages exists under public/', () => {
    const images = [
      impactContent[lang].story.participant.image,
      ...impactContent[lang].story.sections.flatMap((s) => (s.type === 'gallery' ? s.images.map((i) => i.src) : [])),
      articleContent[lang].author.avatar,
      ...articleContent[lang].blocks.flatMap((b) => (b.type === 'image' ? [b.src] : [])),
      ...ukraineProgramsContent[lang].programs.groups.flatMap((g) => g.programmes.map((p) => p.image)),
      ...ukraineProgramsContent[lang].testimonials.items.map((t) => t.image),
      ...ukraineProgramsContent[lang].news.items.map((n) => n.image),
    ];
    for (const image of images) expect(publicFile(image)).toBe(true);
  });
});
