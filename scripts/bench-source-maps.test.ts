import { describe, expect, it } from '@jest/globals';
import { sourceAt, sourceMapUrl, withoutCssSourceMapComments, withoutSourceMapComment, type SourceMapping } from './bench-source-maps';

describe("a script's source map", () => {
  const script = '(globalThis.TURBOPACK||[]).push([1,e=>{}]);\n//# sourceMappingURL=2_fpwk5geip-u.js.map';

  it('is the one its last comment names, relative to the script', () => {
    expect(sourceMapUrl('http://127.0.0.1:3200/_next/static/chunks/3v6918f5ufksj.js', script)).toBe('http://127.0.0.1:3200/_next/static/chunks/2_fpwk5geip-u.js.map');
    expect(sourceMapUrl('http://127.0.0.1:3200/a.js', 'let a;')).toBeUndefined();
  });

  it("is left out of the script's bytes, as a deployed build has none", () => {
    expect(withoutSourceMapComment(script)).toBe('(globalThis.TURBOPACK||[]).push([1,e=>{}]);');
    expect(withoutSourceMapComment('let a;')).toBe('let a;');
  });
});

describe("a page's inline styles", () => {
  it('are measured without the source map comments the bench build adds, in the <style> and in the RSC payload', () => {
    const style = '<style>.a{color:red}\n/*# sourceMappingURL=2u9dpt75pu32b.css.map*/</style>';
    const payload = '<script>self.__next_f.push([1,"14:T2b,.a{color:red}\\n/*# sourceMappingURL=2u9dpt75pu32b.css.map*/"])</script>';
    const escapedTwice = '"{\\\\n/*# sourceMappingURL=12-hzpx1nfzsq.css.map*/"';
    expect(withoutCssSourceMapComments(style + payload + escapedTwice)).toBe('<style>.a{color:red}</style><script>self.__next_f.push([1,"14:T2b,.a{color:red}"])</script>"{"');
    expect(withoutCssSourceMapComments('<style>/* a comment */.a{}</style>')).toBe('<style>/* a comment */.a{}</style>');
  });
});

describe('the source of a function, from where it starts', () => {
  // A chunk line: fill.ts's module, then a module factory `e=>{` (no mapping of its own), whose first mapped token is wp-date.ts's.
  const mappings: SourceMapping[] = [
    { lineNumber: 0, columnNumber: 10, sourceURL: 'lib/i18n/fill.ts' },
    { lineNumber: 0, columnNumber: 90, sourceURL: 'lib/cms/wp-date.ts' },
    { lineNumber: 0, columnNumber: 140, sourceURL: 'lib/cms/wp-date.ts' },
    { lineNumber: 1, columnNumber: 0, sourceURL: 'lib/programs/status.ts' },
  ];

  it('is the mapping at the position, else the first after it on the line: a bundler wrapper belongs to the module it wraps', () => {
    expect(sourceAt(mappings, 0, 10)).toBe('lib/i18n/fill.ts');
    expect(sourceAt(mappings, 0, 80)).toBe('lib/cms/wp-date.ts');
    expect(sourceAt(mappings, 1, 0)).toBe('lib/programs/status.ts');
  });

  it('is unknown past the last mapping of its line', () => {
    expect(sourceAt(mappings, 0, 200)).toBeUndefined();
    expect(sourceAt([], 0, 0)).toBeUndefined();
  });
});
