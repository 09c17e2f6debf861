import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { encode, manifest, svgFor } from './make-images';

/**
 * The sample images carry no text (a caption baked into a picture is cropped
 * behind controls and stays in English on /uk); captions belong in the page.
 */
describe('sample images', () => {
  const specs = manifest();

  it('draw no text', () => {
    const withText = specs.filter((spec) => /<text\b/.test(svgFor(spec))).map((spec) => spec.file);
    expect(withText).toEqual([]);
  });

  // Rendering all 116 takes ~10 s: the four hero slides and one card of each kind stand for them.
  it.each(['hero/hero-1.jpg', 'hero/hero-2.jpg', 'hero/hero-3.jpg', 'hero/hero-4.jpg', 'news/news-01.webp', 'programs/graduate.webp', 'pages/founder.jpg'])(
    'the committed %s is the generator’s picture',
    async (file) => {
      const spec = specs.find((s) => s.file === file);
      if (!spec) throw new Error(`${file} is not in the manifest`);
      const committed = fs.readFileSync(path.join(__dirname, '..', 'public', 'images', file));
      expect((await encode(spec)).equals(committed)).toBe(true);
    },
  );

});
