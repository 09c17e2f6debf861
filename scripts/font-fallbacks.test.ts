import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_FAMILIES, fallbackFace, fontFaceRule, unicodeRange, type FontMetrics } from './font-fallbacks';

const font = (unitsPerEm: number, widths: Record<string, number>, vertical = { ascent: 0, descent: 0, lineGap: 0 }): FontMetrics => ({
  unitsPerEm,
  ...vertical,
  advances: new Map(Object.entries(widths).map(([char, width]) => [char.codePointAt(0)!, width])),
});

describe("Inter's fallback faces", () => {
  it('writes code points as the runs of a unicode-range', () => {
    expect(unicodeRange([0x0401, 0x0400, 0x0402, 0x0490, 0x2116, 0x0491, 0x0400])).toBe('U+0400-0402, U+0490-0491, U+2116');
    expect(unicodeRange([0x20])).toBe('U+0020');
  });

  it("resizes the local face so that the sample sets as wide as in Inter, counting only the subset's characters", () => {
    // Inter: 'а' is 0.6 em, 'б' 0.5 em; the local face: 0.5 and 0.5 em. "ааб" is 1.7 em against 1.5 em.
    const inter = font(1000, { а: 600, б: 500, ' ': 250 }, { ascent: 969, descent: -241, lineGap: 0 });
    const local = font(2000, { а: 1000, б: 1000, ' ': 1000 });
    const face = fallbackFace('Inter Cyrillic Fallback', inter, local, 'аа б', new Set([0x0430, 0x0431]), { limited: true });
    expect(face.sizeAdjust).toBe(113.33);
    // The overrides apply to the resized face: Inter's ascent and descent, divided by the scale.
    expect(face.ascentOverride).toBe(85.5);
    expect(face.descentOverride).toBe(21.26);
    expect(face.unicodeRange).toBe('U+0430-0431');
  });

  it('refuses a sample with no character of the subset rather than guessing a size', () => {
    const inter = font(1000, { a: 500 });
    expect(() => fallbackFace('x', inter, inter, 'бвг', new Set([0x61]), { limited: true })).toThrow(/no character/);
  });

  it('offers Arial first, then the faces drawn to its widths', () => {
    const rule = fontFaceRule({ family: 'Inter Latin Fallback', unicodeRange: 'U+0020-007E', sizeAdjust: 107.27, ascentOverride: 90.31, descentOverride: 22.49, lineGapOverride: 0 });
    expect(rule).toContain("src: local('Arial'), local('Liberation Sans'), local('Arimo');");
    expect(rule).toContain('unicode-range: U+0020-007E;');
    expect(rule).toContain('size-adjust: 107.27%;');
  });

  it('writes no unicode-range for the face that takes every character left', () => {
    const inter = font(1000, { a: 500, b: 600 });
    const face = fallbackFace('Inter Latin Fallback', inter, inter, 'ab', new Set([0x61, 0x62]), { limited: false });
    expect(face.unicodeRange).toBeNull();
    expect(fontFaceRule(face)).not.toContain('unicode-range');
  });
});

describe('the stylesheet', () => {
  const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

  it('lists both Inter files before either stand-in, so that no stand-in answers a letter Inter has', () => {
    const fontSans = /\$font-sans:([^;]+);/.exec(read('styles/_tokens.scss'))?.[1]?.replace(/\s+/g, ' ') ?? '';
    const at = (name: string) => fontSans.indexOf(name);
    expect(at('var(--font-inter-cyrillic)')).toBeGreaterThan(at('var(--font-inter-latin)'));
    expect(at(`'${FALLBACK_FAMILIES.cyrillic}'`)).toBeGreaterThan(at('var(--font-inter-cyrillic)'));
    // The Latin stand-in, which has no range, after the Cyrillic one: else it answers Cyrillic letters too.
    expect(at(`'${FALLBACK_FAMILIES.latin}'`)).toBeGreaterThan(at(`'${FALLBACK_FAMILIES.cyrillic}'`));
  });

  it('limits the generated Cyrillic stand-in to its subset (no space or Latin letter); the Latin one takes the rest', () => {
    const faces = read('styles/_font-fallbacks.scss').split('@font-face').slice(1);
    const face = (family: string) => faces.find((rule) => rule.includes(`'${family}'`)) ?? '';
    expect(face(FALLBACK_FAMILIES.latin)).not.toContain('unicode-range');
    const cyrillicRange = /unicode-range: ([^;]+);/.exec(face(FALLBACK_FAMILIES.cyrillic))?.[1] ?? '';
    expect(cyrillicRange).toContain('U+0400-045F');
    expect(cyrillicRange).not.toMatch(/U\+00[0-7]/);
    // Sized to Inter's Cyrillic widths, not left at 100% as next/font's fallback was.
    expect(Number(/size-adjust: ([\d.]+)%/.exec(face(FALLBACK_FAMILIES.cyrillic))?.[1])).toBeGreaterThan(103);
  });
});
