import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { coveredCodePoints } from './font-coverage';
import { renderableText } from './renderable-text';

/**
 * "A title with an emoji makes next/og download a font from a CDN … A CJK title
 * fetches from another font CDN … Ship the fonts for the scripts you render (Latin and Cyrillic),
 * and drop or replace glyphs you have no font for, so that they never trigger a fetch."
 */
const font = (name: string) => coveredCodePoints(readFileSync(`assets/fonts/inter-${name}-normal.woff`));
const fonts = [font('latin-400'), font('cyrillic-400')];

describe('the fonts shipped for share images', () => {
  it('cover Latin, Ukrainian and Russian letters, digits and typographic punctuation', () => {
    const all = new Set([...fonts[0]!, ...fonts[1]!]);
    const text = 'Fulbright ÀÉçñ Програма імені Фулбрайта ЇїЄєҐґІі Ёё Ъъ 0123456789 «»—–…’“”№€™';
    for (const char of text.replace(/\s/g, '')) expect([char, all.has(char.codePointAt(0) ?? 0)]).toEqual([char, true]);
  });

  it('do not cover emoji or CJK (which is why they are dropped)', () => {
    const all = new Set([...fonts[0]!, ...fonts[1]!]);
    for (const char of ['😀', '中', '日', '한', 'ॐ', '🇺🇦']) expect(all.has(char.codePointAt(0) ?? 0)).toBe(false);
  });
});

describe('renderableText', () => {
  it('keeps Latin and Cyrillic as they are', () => {
    expect(renderableText('Програма імені Фулбрайта — Fulbright 2028–2029', fonts)).toBe('Програма імені Фулбрайта — Fulbright 2028–2029');
  });

  it('drops emoji, flags and joined emoji sequences, and folds the spaces they leave', () => {
    expect(renderableText('Зимова школа 😀 у Львові 🇺🇦', fonts)).toBe('Зимова школа у Львові');
    expect(renderableText('Team 👩‍🔬 news', fonts)).toBe('Team news');
  });

  it('drops CJK and other scripts with no font here', () => {
    expect(renderableText('Fulbright 中文 标题 Kyiv', fonts)).toBe('Fulbright Kyiv');
    expect(renderableText('नमस्ते', fonts)).toBe('');
  });

  it('composes a decomposed letter so its font covers it, and drops control characters', () => {
    expect(renderableText('Київ', fonts)).toBe('Київ');
    expect(renderableText('Кии\u0306в', fonts)).toBe('Київ'.replace('ї', 'й'));
    expect(renderableText('a\u0000b\u0007c\td', fonts)).toBe('abc d');
  });
});
