import { describe, expect, it } from '@jest/globals';
import { fill, getDictionary } from './dictionary';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('dictionaries', () => {
  it('have the same keys in uk and en (also enforced by the type system)', () => {
    expect(keysOf(getDictionary('uk')).sort()).toEqual(keysOf(getDictionary('en')).sort());
  });

  it('have no empty strings', () => {
    for (const lang of ['uk', 'en'] as const) {
      const empty = keysOf(getDictionary(lang)).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], getDictionary(lang));
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('© {year} {product}', { year: 2026, product: 'Fulbright' })).toBe('© 2026 Fulbright');
    expect(fill('{missing}')).toBe('{missing}');
  });
});
