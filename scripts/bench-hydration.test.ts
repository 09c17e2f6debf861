import { describe, expect, it } from '@jest/globals';
import { clientModuleSources, clientReferences, hydrationInventory } from './bench-hydration';
import { hydrationTable } from './bench-pages-report';

// Rows as Next 16 writes them into the payload: chunk paths and export names as rows of their own.
const PAYLOAD = [
  '1:"$Sreact.fragment"',
  '2:"/_next/static/chunks/router.js"',
  '3:I[39756,["$2"],"default"]',
  '7:"HTTPAccessFallbackBoundary"',
  '8:I[68017,["$2"],"$7"]',
  '36:"/_next/static/chunks/layout.js"',
  '37:"/_next/static/chunks/shared.js"',
  '42:"/_next/static/chunks/home.js"',
  '44:I[22016,["$36","$37","$42"],""]',
  '43:I[53126,["$36","$37","$42"],"HeroSlider"]',
  '55:I[89011,["$36","$37"],"LanguageToggle"]',
  '0:["$","$L3",null,{"children":[["$","$L43",null,{}],["$","$L44",null,{"href":"/uk/news"}],["$","$L44",null,{"href":"/uk/library"}],["$","$L55",null,{}],["$","$L55",null,{}]]}]',
].join('\n');

const MANIFEST = `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/[lang]/page"] = ${JSON.stringify({
  clientModules: {
    '[project]/node_modules/next/dist/esm/client/components/layout-router.js': { id: 39756, name: '*', chunks: [] },
    '[project]/node_modules/next/dist/esm/client/components/http-access-fallback/error-boundary.js': { id: 68017, name: '*', chunks: [] },
    '[project]/node_modules/next/dist/client/app-dir/link.js <module evaluation>': { id: 22016, name: '*', chunks: [] },
    '[project]/components/home/HeroSlider.tsx': { id: 53126, name: '*', chunks: [] },
    '[project]/components/layout/LanguageToggle.tsx': { id: '89011', name: '*', chunks: [] },
  },
})};`;

const GZIP: Record<string, number> = { '/_next/static/chunks/router.js': 40_000, '/_next/static/chunks/layout.js': 8_000, '/_next/static/chunks/shared.js': 5_000, '/_next/static/chunks/home.js': 4_000 };

describe('what a page hydrates', () => {
  it("reads the payload's client references, their chunks and export names resolved through their rows", () => {
    expect(clientReferences(PAYLOAD).map((ref) => [ref.module, ref.exportName, ref.chunks.length])).toEqual([
      [39756, 'default', 1],
      [68017, 'HTTPAccessFallbackBoundary', 1],
      [22016, 'default', 3],
      [53126, 'HeroSlider', 3],
      [89011, 'LanguageToggle', 2],
    ]);
    expect(clientReferences(PAYLOAD)[3]?.chunks).toEqual(['/_next/static/chunks/layout.js', '/_next/static/chunks/shared.js', '/_next/static/chunks/home.js']);
  });

  it("names the modules from the build's client reference manifests", () => {
    const sources = clientModuleSources([MANIFEST]);
    expect(sources.get(53126)).toBe('[project]/components/home/HeroSlider.tsx');
    expect(sources.get(89011)).toBe('[project]/components/layout/LanguageToggle.tsx');
    expect(sources.get(22016)).toBe('[project]/node_modules/next/dist/client/app-dir/link.js');
  });

  it("lists the site's components with their instances, leaves Next's router out, and adds up the JS beyond the router's", () => {
    const inventory = hydrationInventory(PAYLOAD, clientModuleSources([MANIFEST]), (chunk) => GZIP[chunk] ?? 0);
    expect(inventory.components).toEqual([
      { source: 'components/layout/LanguageToggle.tsx', exportName: 'LanguageToggle', instances: 2 },
      { source: 'next/client/app-dir/link.js', exportName: 'default', instances: 2 },
      { source: 'components/home/HeroSlider.tsx', exportName: 'HeroSlider', instances: 1 },
    ]);
    expect(inventory.chunks.map((chunk) => [chunk.file, chunk.gzip, chunk.components.length])).toEqual([
      ['/_next/static/chunks/layout.js', 8_000, 3],
      ['/_next/static/chunks/shared.js', 5_000, 3],
      ['/_next/static/chunks/home.js', 4_000, 2],
    ]);
    expect(inventory.siteJsGzip).toBe(17_000);
  });

  it('prints a row per route: the components (next/link by its file) and the JS by chunk', () => {
    const inventory = hydrationInventory(PAYLOAD, clientModuleSources([MANIFEST]), (chunk) => GZIP[chunk] ?? 0);
    expect(hydrationTable({ home: inventory })).toContain('| home | LanguageToggle ×2, next/client/app-dir/link.js ×2, HeroSlider | 16.6 KB (7.8 KB + 4.9 KB + 3.9 KB) |');
    expect(hydrationTable({})).toEqual([]);
  });
});
