import { describe, expect, it } from '@jest/globals';
import { cpuCalibration } from './bench-cpu-calibration';
import { describeLcpGraph, graphSummary, type LanternNode } from './bench-lcp-graph';
import { browserHeldPaint, busyRounds, lighthouseFlags, measuredNothing, median, summarize, type LighthouseRun, type LighthouseSummary, type SideBySide } from './bench-lighthouse';
import { firstLoadScripts, JS_BUDGET_ABOVE_BARE_BYTES, rscPayloadBytes, type PageWeight } from './bench-page-weight';
import { budgetLabel, cpuCalibrationLines, JS_BUDGET_NAME, lighthouseTable, pageBudgets, TARGET_NAMES } from './bench-pages-report';

const weight = (firstLoadJsGzip: number): PageWeight => ({ html: 1, htmlGzip: 1, rscPayload: 0, firstLoadJsGzip, cssGzip: 0, largestImage: 0, scripts: 1 });

function run(figures: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 700,
    lcpMs: 700,
    tbtMs: 60,
    speedIndexMs: 700,
    cls: 0,
    benchmarkIndex: 3600,
    cpuSlowdownMultiplier: 4,
    lcpPhases: {},
    lcpElement: 'main > p',
    observed: { firstPaintMs: 300, lcpMs: 300, loadMs: 400 },
    mainThreadBeforeLcp: { parse: 10, script: 5, styleLayout: 20, paint: 3, other: 2, totalMs: 40 },
    scriptMsWholeLoad: 80,
    heldByBrowser: false,
    ...figures,
  };
}

const summary = (figures: Partial<LighthouseRun> = {}): LighthouseSummary => summarize([run(figures), run(figures), run(figures)]);
const side = (site: Partial<LighthouseRun>, bare: Partial<LighthouseRun> = {}): SideBySide => ({
  site: summary(site),
  bare: summary(bare),
  loadAverage: { before: [1, 1, 1], after: [1.2, 1, 1] },
  busyRounds: busyRounds(summary(bare).runs),
});

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
  const lighthouse = { home: side({}) };

  it('passes at exactly 25 KB above the bare page and fails one byte over', () => {
    const bare = 140_000;
    expect(pageBudgets({ bare: weight(bare), home: weight(bare + JS_BUDGET_ABOVE_BARE_BYTES) }, lighthouse)[JS_BUDGET_NAME]).toBe(true);
    expect(pageBudgets({ bare: weight(bare), home: weight(bare + JS_BUDGET_ABOVE_BARE_BYTES + 1) }, lighthouse)[JS_BUDGET_NAME]).toBe(false);
  });

  it('fails without a bare page to compare with', () => {
    expect(pageBudgets({ home: weight(1) }, lighthouse)[JS_BUDGET_NAME]).toBe(false);
  });
});

describe('Lighthouse targets relative to the bare page: LCP <= bare + 500 ms, performance >= bare - 2, TBT <= bare + 100 ms', () => {
  const bytes = { bare: weight(1), home: weight(1) };
  const targets = (lighthouse: Parameters<typeof pageBudgets>[1]) => {
    const budgets = pageBudgets(bytes, lighthouse);
    return [budgets[TARGET_NAMES.lcp], budgets[TARGET_NAMES.performance], budgets[TARGET_NAMES.tbt]];
  };

  it('passes exactly at each limit and fails just past it', () => {
    const bare = { lcpMs: 800, performance: 100, tbtMs: 60 };
    expect(targets({ home: side({ lcpMs: 1300, performance: 98, tbtMs: 160 }, bare) })).toEqual([true, true, true]);
    expect(targets({ home: side({ lcpMs: 1301, performance: 97, tbtMs: 161 }, bare) })).toEqual([false, false, false]);
  });

  it('judges every route: one route over its limit fails the target', () => {
    expect(targets({ home: side({ lcpMs: 900 }), newsList: side({ lcpMs: 1900 }) })[0]).toBe(false);
  });

  it('compares each route with the bare page of its own rounds', () => {
    expect(targets({ home: side({ lcpMs: 1500 }, { lcpMs: 1100 }), newsList: side({ lcpMs: 1000 }, { lcpMs: 700 }) })[0]).toBe(true);
  });

  it('does not judge a run in which the bare page scored under 95: it measured a busy machine', () => {
    const busy = side({ lcpMs: 3000, performance: 70 }, { performance: 90 });
    expect(busy.busyRounds).toBe(3);
    expect(targets({ home: busy })).toEqual(['busy', 'busy', 'busy']);
    expect(budgetLabel('busy')).toMatch(/busy machine/);
  });

  it('does not judge a host too slow to calibrate (benchmarkIndex under 150), even when the bare page scored 100', () => {
    const budgets = pageBudgets(bytes, { home: side({}) }, cpuCalibration([120, 130, 140]));
    expect([budgets[TARGET_NAMES.lcp], budgets[TARGET_NAMES.performance], budgets[TARGET_NAMES.tbt]]).toEqual(['slow host', 'slow host', 'slow host']);
    expect(budgetLabel('slow host')).toBe("not judged: the host's benchmarkIndex was under 150, too slow to emulate Lighthouse's target device");
    expect(pageBudgets(bytes, { home: side({}) }, cpuCalibration([1533]))[TARGET_NAMES.lcp]).toBe(true);
  });

  it('fails a route Lighthouse could not measure', () => {
    expect(targets({ home: side({}), library: { error: 'NO_LCP' } })).toEqual([false, false, false]);
  });

  it('holds the site to CLS 0 and 100 in accessibility, best practices and SEO', () => {
    const budgets = pageBudgets(bytes, { home: side({ cls: 0.001, seo: 92 }) });
    expect([budgets['CLS = 0'], budgets['Lighthouse SEO = 100'], budgets['Lighthouse accessibility = 100']]).toEqual([false, false, true]);
  });
});

describe('Lighthouse runs', () => {
  it('takes the median of three runs per metric', () => {
    expect(median([2400, 1700, 1900])).toBe(1900);
    const s = summarize([run({ lcpMs: 2400, tbtMs: 10 }), run({ lcpMs: 1700, tbtMs: 90 }), run({ lcpMs: 1900, tbtMs: 50, lcpElement: 'median run' })]);
    expect([s.lcpMs, s.tbtMs, s.lcpElement]).toEqual([1900, 50, 'median run']);
    const work = (totalMs: number) => ({ mainThreadBeforeLcp: { parse: 0, script: 0, styleLayout: totalMs, paint: 0, other: 0, totalMs } });
    expect(summarize([run(work(90)), run(work(40)), run(work(60))]).mainThreadBeforeLcpMs).toBe(60);
  });

  it('counts the bare page runs under 95', () => {
    expect(busyRounds([{ performance: 100 }, { performance: 94 }, { performance: 95 }])).toBe(1);
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
    expect(summarize([run(), run({ heldByBrowser: true })]).heldRuns).toBe(1);
  });
});

describe('the CPU slowdown, calibrated to the host', () => {
  it('passes the multiplier to Lighthouse with simulated throttling, and leaves Lighthouse its default without one', () => {
    expect(lighthouseFlags(9222, 2.7)).toMatchObject({ port: 9222, throttlingMethod: 'simulate', throttling: { cpuSlowdownMultiplier: 2.7 } });
    expect(lighthouseFlags(9222)).not.toHaveProperty('throttling');
  });

  it('prints the multiplier, each calibration run, their median and the calibration it follows', () => {
    const at = (cpuSlowdownMultiplier: number) => side({ cpuSlowdownMultiplier }, { cpuSlowdownMultiplier });
    const lines = cpuCalibrationLines(cpuCalibration([1438, 2394, 2501, 1520, 2593]), { home: at(7.7), library: at(7.7) });
    expect(lines).toEqual([
      "CPU slowdown: **7.7×** (Lighthouse's default 4×), calibrated to this host so that the simulated device is the one Lighthouse's default targets. " +
        "The host's benchmarkIndex: 2394 (median of 5 calibration runs on the bare page: 1438, 2394, 2501, 1520, 2593); " +
        "multiplier from Lighthouse's CPU slowdown calculator (linked from Lighthouse's docs/throttling.md, \"Calibrating the CPU slowdown\"), https://lighthouse-cpu-throttling-calculator.vercel.app/. " +
        'Lighthouse applied 7.7× in all 12 measured runs.',
      '',
    ]);
    expect(cpuCalibrationLines(cpuCalibration([1533]), { home: side({ cpuSlowdownMultiplier: 4 }, { cpuSlowdownMultiplier: 1 }) })[0]).toMatch(/\*\*Lighthouse applied 4× in only 3 of 6 measured runs\.\*\*$/);
  });

  it('says when the multiplier was forced, and when the host was too slow to calibrate', () => {
    expect(cpuCalibrationLines(cpuCalibration([], 2.5), {})[0]).toBe("CPU slowdown: **2.5×** (Lighthouse's default 4×), forced with `--multiplier 2.5`: Lighthouse's calibration was not applied.");
    expect(cpuCalibrationLines(cpuCalibration([140]), {})[0]).toMatch(
      /^\*\*Host too slow to calibrate:\*\* the host's benchmarkIndex, 140 \(median of 1 calibration run on the bare page: 140\), is under 150, where .* finds a host too slow to emulate Lighthouse's target device\. The runs used 1× and the LCP, performance and TBT budgets are not judged\.$/,
    );
    expect(cpuCalibrationLines(undefined, {})).toEqual([]);
  });
});

describe('the side-by-side table', () => {
  it('prints each route beside the bare page with the gap, and says when the machine was busy', () => {
    const table = lighthouseTable({ newsList: side({ lcpMs: 1900, performance: 96, tbtMs: 80 }, { lcpMs: 650, performance: 100, tbtMs: 60 }), home: side({}, { performance: 88 }) }).join('\n');
    expect(table).toContain('| newsList | 96 / 100 (−4) | 1900 / 650 (+1250) | 80 / 60 (+20) |');
    expect(table).toMatch(/\*\*Not judged:\*\* the bare page scored under 95 on home\./);
    expect(table).not.toMatch(/under 95 on [^.]*newsList/);
  });

  it("shows the main thread's time before the largest paint beside the bare page's, and what the site's was spent on", () => {
    const busy = { parse: 30, script: 12, styleLayout: 48, paint: 6, other: 4, totalMs: 100 };
    const table = lighthouseTable({ home: side({ mainThreadBeforeLcp: busy }, { mainThreadBeforeLcp: { ...busy, totalMs: 20 } }) }).join('\n');
    expect(table).toContain('| 100 / 20 (30 / 12 / 48 / 6 / 4) |');
  });

  it("shows the scripts' main-thread time over the whole load, site beside bare (the median run)", () => {
    const table = lighthouseTable({ home: side({ scriptMsWholeLoad: 240 }, { scriptMsWholeLoad: 90 }) }).join('\n');
    expect(table).toContain('| 240 / 90 |');
  });
});

describe('what the simulated LCP counted', () => {
  const network = (url: string, resourceType: string, transferSize: number): LanternNode => ({ type: 'network', request: { url, resourceType, priority: 'High', transferSize } });
  const cpu = (durUs: number, scripts: string[]): LanternNode => ({ type: 'cpu', event: { dur: durUs }, getEvaluateScriptURLs: () => new Set(scripts) });
  const timings = (nodes: LanternNode[]) => new Map(nodes.map((node, i) => [node, { startTime: i * 100, endTime: i * 100 + 50 }]));

  it('lists the requests and scripts of the optimistic graph, in the order they finished, with their bytes', () => {
    const nodes = [
      network('http://127.0.0.1:3200/uk/news', 'Document', 15_000),
      network('http://127.0.0.1:3200/_next/static/chunks/a.css', 'Stylesheet', 3_000),
      network('http://127.0.0.1:3200/_next/static/media/inter.woff2', 'Font', 13_000),
      cpu(40_000, ['http://127.0.0.1:3200/_next/static/chunks/turbopack.js']),
    ];
    const graph = graphSummary({ optimisticEstimate: { timeInMs: 1500.4, nodeTimings: timings(nodes) }, pessimisticEstimate: { timeInMs: 1700, nodeTimings: new Map() } });
    expect(graph.requests.map((r) => r.path)).toEqual(['/uk/news', '/_next/static/chunks/a.css', '/_next/static/media/inter.woff2']);
    expect(graph.scriptsRun).toEqual(['/_next/static/chunks/turbopack.js']);
    expect([graph.cpuMs, graph.optimisticMs, graph.pessimisticMs]).toEqual([40, 1500, 1700]);
    expect(describeLcpGraph(graph)).toBe('1 document 14.6 KB, 1 stylesheet 2.9 KB, 1 font 12.7 KB; 1 scripts ran, 40 ms of tasks');
  });
});
