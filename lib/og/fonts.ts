import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { coveredCodePoints } from './font-coverage';

/**
 * The share image's fonts, read once from assets/fonts: Inter's Latin and Cyrillic subsets, each
 * its own family (under one shared name only the first subset is used), and what each covers.
 */
export const OG_FAMILIES = { latin: 'Inter', cyrillic: 'Inter Cyrillic' } as const;
const WEIGHTS = [400, 700] as const;

interface OgFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: 'normal';
}
export interface OgFonts {
  fonts: OgFont[];
  /** Per family, the characters every weight of it draws. */
  coverage: ReadonlySet<number>[];
}

let loading: Promise<OgFonts> | null = null;

export function ogFonts(): Promise<OgFonts> {
  loading ??= load();
  loading.catch(() => (loading = null));
  return loading;
}

async function load(): Promise<OgFonts> {
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'assets', 'fonts');
  const families = await Promise.all(
    (Object.keys(OG_FAMILIES) as (keyof typeof OG_FAMILIES)[]).map(async (subset) => {
      const fonts = await Promise.all(
        WEIGHTS.map(async (weight) => ({
          name: OG_FAMILIES[subset],
          data: await readFile(path.join(dir, `inter-${subset}-${weight}-normal.woff`)),
          weight,
          style: 'normal' as const,
        })),
      );
      const [first, ...others] = fonts.map((font) => coveredCodePoints(font.data));
      const coverage = new Set([...(first ?? [])].filter((code) => others.every((covered) => covered.has(code))));
      return { fonts, coverage };
    }),
  );
  return { fonts: families.flatMap((family) => family.fonts), coverage: families.map((family) => family.coverage) };
}
