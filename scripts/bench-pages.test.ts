import { describe, expect, it } from '@jest/globals';
import { browserHeldPaint, measuredNothing, median } from './bench-lighthouse';
import { firstLoadScripts, JS_BUDGET_ABOVE_BARE_BYTES, rscPayloadBytes, type PageWeight } from './bench-page-weight';
import { JS_BUDGET_NAME, pageBudgets } from './bench-pages-report';

const weight = (firstLoadJsGzip: number): PageWeight => ({ html: 1, htmlGzip: 1, rscPayload: 0, firstLoadJsGzip, cssGzip: 0, largestImage: 0, scripts: 1 });
const scores = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 40, cls: 0 };

describe('first-load JavaScript ("excluding the nomodule polyfills that browsers skip")', () => {
  it('counts every script src once and leaves out nomodule scripts', () => {
    const html =
      '<head><script src="/_next/a.js" async=""></script><script src="/_next/b.js" async=""></script>' +
      '<script src="/_next/polyfill.js" noModule=""></script></head><body><script src="/_next/a.js" async=""></script>' +
      '<script>self.__next_f.push([1,"x"])</script></body>';
    expect(firstLoadScripts(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });

  it('measures the inline RSC payload scripts', () => {
    const push = '<script>self.__next_f.push([1,"0:{}"])</script>';
    expect(rscPayloadBytes(`<p>page</p>${push}<script src="/a.js"></script>${push}`)).toBe(2 * push.length);
  });
});

describe('page budgets: "at most 25 KB above the bare page"', () => {
  const lighthouse = { home: scores, bare: { ...scores, performance: 50, lcpMs: 9000 } };

  it('passes at exactly 25 KB above the bare page and fails one byte over', () => {
    const bare = 140_000;
    expect(pageBudgets({ bare: weight(bare), home: weight(bare + JS_BUDGET_ABOVE_BARE_BYTES) }, lighthouse)[JS_BUDGET_NAME]).toBe(true);
    expect(pageBudgets({ bare: weight(bare), home: weight(bare + JS_BUDGET_ABOVE_BARE_BYTES + 1) }, lighthouse)[JS_BUDGET_NAME]).toBe(false);
  });

  it('fails without a bare page to compare with', () => {
    expect(pageBudgets({ home: weight(1) }, lighthouse)[JS_BUDGET_NAME]).toBe(false);
  });

  it('holds the site, not the bare page, to the Lighthouse targets (LCP <= 2.0 s, performance >= 98, TBT <= 100 ms)', () => {
    const budgets = pageBudgets({ bare: weight(1), home: weight(1) }, lighthouse);
    expect(budgets['Lighthouse performance >= 98']).toBe(true);
    expect(budgets['LCP <= 2000 ms']).toBe(true);
    expect(budgets['TBT <= 100 ms']).toBe(true);
    const slow = pageBudgets({ bare: weight(1), home: weight(1) }, { ...lighthouse, home: { ...scores, lcpMs: 2001, tbtMs: 101, performance: 97 } });
    expect([slow['LCP <= 2000 ms'], slow['TBT <= 100 ms'], slow['Lighthouse performance >= 98']]).toEqual([false, false, false]);
  });
});

describe('Lighthouse runs', () => {
  it('takes the median of three runs per metric', () => {
    expect(median([2400, 1700, 1900])).toBe(1900);
  });

  it('recognises a run Lighthouse could not measure, so that its zeros never enter a median', () => {
    expect(measuredNothing({ lcpMs: 0 })).toBe(true);
    expect(measuredNothing({ lcpMs: 0, runtimeError: 'NO_LCP' })).toBe(true);
    expect(measuredNothing({ lcpMs: 1874 })).toBe(false);
  });

  it('recognises a frame the browser held back: first paint whole seconds after load', () => {
    expect(browserHeldPaint({ firstPaintMs: 1278, loadMs: 487 })).toBe(true);
    expect(browserHeldPaint({ firstPaintMs: 402, loadMs: 503 })).toBe(false);
    expect(browserHeldPaint({ firstPaintMs: 700, loadMs: 500 })).toBe(false);
  });
});
