import { inflateSync } from 'node:zlib';

/**
 * The characters a font has glyphs for, read from its `cmap` table (WOFF 1 or a bare
 * TrueType/OpenType file). The share image renders only these: `next/og` fetches a font from the
 * web for any other character, which must never happen while serving.
 */
export function coveredCodePoints(font: Uint8Array): Set<number> {
  const cmap = findTable(Buffer.from(font.buffer, font.byteOffset, font.byteLength), 'cmap');
  const covered = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const record = 4 + i * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    // Unicode subtables only: Windows BMP (3,1) or full (3,10), or the Unicode platform (0).
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    readSubtable(cmap, cmap.readUInt32BE(record + 4), covered);
  }
  return covered;
}

function findTable(font: Buffer, tag: string): Buffer {
  const woff = font.toString('latin1', 0, 4) === 'wOFF';
  const count = font.readUInt16BE(woff ? 12 : 4);
  const entrySize = woff ? 20 : 16;
  const first = woff ? 44 : 12;
  for (let i = 0; i < count; i++) {
    const entry = first + i * entrySize;
    if (font.toString('latin1', entry, entry + 4) !== tag) continue;
    if (!woff) return font.subarray(font.readUInt32BE(entry + 8), font.readUInt32BE(entry + 8) + font.readUInt32BE(entry + 12));
    const offset = font.readUInt32BE(entry + 4);
    const stored = font.subarray(offset, offset + font.readUInt32BE(entry + 8));
    return stored.length < font.readUInt32BE(entry + 12) ? inflateSync(stored) : stored;
  }
  throw new Error(`the font has no ${tag} table`);
}

function readSubtable(cmap: Buffer, offset: number, covered: Set<number>) {
  const format = cmap.readUInt16BE(offset);
  if (format === 4) {
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const start = cmap.readUInt16BE(starts + s * 2);
      const end = cmap.readUInt16BE(ends + s * 2);
      const delta = cmap.readUInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        // Glyph 0 is .notdef: no glyph for this character.
        const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : glyphAt(cmap, rangeOffsets + s * 2 + rangeOffset + (code - start) * 2, delta);
        if (glyph !== 0) covered.add(code);
      }
    }
  } else if (format === 12) {
    const groups = cmap.readUInt32BE(offset + 12);
    for (let g = 0; g < groups; g++) {
      const group = offset + 16 + g * 12;
      const startGlyph = cmap.readUInt32BE(group + 8);
      for (let code = cmap.readUInt32BE(group); code <= cmap.readUInt32BE(group + 4); code++) {
        if (startGlyph + (code - cmap.readUInt32BE(group)) !== 0) covered.add(code);
      }
    }
  }
}

function glyphAt(cmap: Buffer, position: number, delta: number): number {
  const glyph = cmap.readUInt16BE(position);
  return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
}
