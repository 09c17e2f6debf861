import { describe, expect, it } from '@jest/globals';
import { describeLcpGraph, graphSummary, type LanternNode } from './bench-lcp-graph';
import { APPLIED_THROTTLING, browserHeldPaint, busyRounds, lighthouseFlags, measuredNothing, median, summarize, type Alternation, type LighthouseRun, type LighthouseSummary } from './bench-lighthouse';
import type { LongTasks } from './bench-long-tasks';
import { firstLoadScripts, JS_BUDGET_ABOVE_BARE_BYTES, rscPayloadBytes, type PageWeight } from './bench-page-weight';
import { budgetLabel, HTML_BUDGET_GZIP_BYTES, HTML_BUDGET_NAME, JS_BUDGET_NAME, lighthouseTable, pageBudgets, TARGET_NAMES, throttlingLines } from './bench-pages-report';

const weight = (firstLoadJsGzip: number, htmlGzip = 1): PageWeight => ({ html: 1, htmlGzip, rscPayload: 0, firstLoadJsGzip, cssGzip: 0, largestImage: 0, scripts: 1 });
const NO_TASKS: LongTasks = { tasks: [], blockingMs: 0, owners: {}, reactCalled: {}, siteCode: {}, profiled: false };

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
    longTasks: NO_TASKS,
    observed: { firstPaintMs: 300, loadMs: 400 },
    heldByBrowser: false,
    ...figures,
  };
}

const summary = (figures: Partial<LighthouseRun> = {}): LighthouseSummary => summarize([1, 2, 3, 4, 5].map(() => run(figures)));
/** A route beside its yardsticks: the site, its static twin, the bare page. */
const side = (site: Partial<LighthouseRun>, bare: Partial<LighthouseRun> = {}, twin: Partial<LighthouseRun> = {}): Alternation => ({
  site: summary(site),
  twin: summary(twin),
  bare: summary(bare),
  profiled: { site: NO_TASKS, twin: NO_TASKS, bare: NO_TASKS },
  loadAverages: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
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

describe('byte budgets: "first-load JS at most 25 KB above the bare page", "HTML at most 30 KB gzip"', () => {
  const lighthouse = { home: side({}) };

  it('passes at exactly 25 KB above the bare page and fails one byte over', () => {
    const bare = 140_000;
    expect(pageBudgets({ bare: weight(bare), home: weight(bare + JS_BUDGET_ABOVE_BARE_BYTES) }, lighthouse)[JS_BUDGET_NAME]).toBe(true);
    expect(pageBudgets({ bare: weight(bare), home: weight(bare + JS_BUDGET_ABOVE_BARE_BYTES + 1) }, lighthouse)[JS_BUDGET_NAME]).toBe(false);
  });

  it('fails without a bare page to compare with', () => {
    expect(pageBudgets({ home: weight(1) }, lighthouse)[JS_BUDGET_NAME]).toBe(false);
  });

  it("holds every route's HTML to 30 KB gzip, and leaves the bare page out of it", () => {
    expect(pageBudgets({ bare: weight(1, 99_999), home: weight(1, HTML_BUDGET_GZIP_BYTES) }, lighthouse)[HTML_BUDGET_NAME]).toBe(true);
    expect(pageBudgets({ bare: weight(1), home: weight(1, 1), article: weight(1, HTML_BUDGET_GZIP_BYTES + 1) }, lighthouse)[HTML_BUDGET_NAME]).toBe(false);
  });
});

describe('Lighthouse targets: TBT <= bare page + 100 ms, performance >= bare page - 3, LCP <= static twin + 300 ms', () => {
  const bytes = { bare: weight(1), home: weight(1) };
  const targets = (lighthouse: Parameters<typeof pageBudgets>[1]) => {
    const budgets = pageBudgets(bytes, lighthouse);
    return [budgets[TARGET_NAMES.tbt], budgets[TARGET_NAMES.performance], budgets[TARGET_NAMES.lcp]];
  };

  it('passes exactly at each limit and fails just past it', () => {
    const bare = { tbtMs: 300, performance: 95, lcpMs: 800 };
    const twin = { lcpMs: 1200 };
    expect(targets({ home: side({ tbtMs: 400, performance: 92, lcpMs: 1500 }, bare, twin) })).toEqual([true, true, true]);
    expect(targets({ home: side({ tbtMs: 401, performance: 91, lcpMs: 1501 }, bare, twin) })).toEqual([false, false, false]);
  });

  it('judges LCP against the twin, not the bare page: an image route is not held to a page without an image', () => {
    expect(targets({ home: side({ lcpMs: 1400 }, { lcpMs: 700 }, { lcpMs: 1300 }) })[2]).toBe(true);
  });

  it('judges every route: one route over its limit fails the target', () => {
    expect(targets({ home: side({ tbtMs: 100 }), newsList: side({ tbtMs: 300 }) })[0]).toBe(false);
  });

  it('compares each route with the yardsticks of its own rounds', () => {
    expect(targets({ home: side({ tbtMs: 500 }, { tbtMs: 420 }), newsList: side({ tbtMs: 200 }, { tbtMs: 150 }) })[0]).toBe(true);
  });

  it('does not judge a run in which the bare page scored under 95: it measured a busy machine', () => {
    const busy = side({ tbtMs: 3000, performance: 70 }, { performance: 90 });
    expect(busy.busyRounds).toBe(5);
    expect(targets({ home: busy })).toEqual(['busy', 'busy', 'busy']);
    expect(budgetLabel('busy')).toMatch(/busy machine/);
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
  it("applies Lighthouse's mobile throttling (4× CPU on every host), and traces the CPU profile only when asked", () => {
    const flags = lighthouseFlags(9222, 'devtools');
    expect(flags).toMatchObject({
      port: 9222,
      throttlingMethod: 'devtools',
      throttling: { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 },
    });
    expect(flags).not.toHaveProperty('additionalTraceCategories');
    expect(lighthouseFlags(9222, 'devtools', true).additionalTraceCategories).toBe('disabled-by-default-v8.cpu_profiler');
    expect(lighthouseFlags(9222, 'simulate')).toMatchObject({ throttlingMethod: 'simulate', throttling: APPLIED_THROTTLING });
  });

  it('takes the median of five runs per metric; the LCP parts from the median-LCP run, the long tasks from the median-TBT run', () => {
    expect(median([2400, 1700, 1900, 1800, 2000])).toBe(1900);
    const tasks = (blockingMs: number): LongTasks => ({ ...NO_TASKS, blockingMs });
    const s = summarize([
      run({ lcpMs: 2400, tbtMs: 10, longTasks: tasks(10) }),
      run({ lcpMs: 1700, tbtMs: 90, longTasks: tasks(90) }),
      run({ lcpMs: 1900, tbtMs: 300, lcpElement: 'median LCP run', longTasks: tasks(300) }),
      run({ lcpMs: 1800, tbtMs: 50, longTasks: tasks(50) }),
      run({ lcpMs: 2000, tbtMs: 70, longTasks: tasks(70) }),
    ]);
    expect([s.lcpMs, s.tbtMs, s.lcpElement, s.longTasks.blockingMs]).toEqual([1900, 70, 'median LCP run', 70]);
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

describe('the report', () => {
  it("says how the runs were throttled, that the host's benchmarkIndex does not scale the slowdown, and whether Lighthouse applied it everywhere", () => {
    const lines = throttlingLines('devtools', { home: side({ benchmarkIndex: 1900 }, { benchmarkIndex: 3300 }) });
    expect(lines[0]).toBe(
      "Throttling applied (`throttlingMethod: 'devtools'`): 562.5 ms a request, 1474.56 Kbps down, 675 Kbps up, CPU 4× on every host (not scaled by its benchmarkIndex). " +
        "Lighthouse applied 4× in all 15 measured runs; the host's benchmarkIndex read 1900–3600.",
    );
    expect(throttlingLines('devtools', { home: side({ cpuSlowdownMultiplier: 1 }) })[0]).toMatch(/\*\*Lighthouse applied 4× in only 10 of 15 measured runs\.\*\*$/);
    expect(throttlingLines('simulate', {})[0]).toMatch(/^\*\*Simulated throttling\*\*/);
  });

  it('prints each route beside the bare page (TBT, performance) and its twin (LCP), with the gaps and the load average of each round', () => {
    const table = lighthouseTable({
      newsList: side({ lcpMs: 1300, performance: 90, tbtMs: 480 }, { lcpMs: 650, performance: 97, tbtMs: 300 }, { lcpMs: 1200 }),
      home: side({}, { performance: 88 }),
    }).join('\n');
    expect(table).toContain('| newsList | 480 / 300 (+180) | 90 / 97 (−7) | 1300 / 1200 (+100) | 700 / 700 / 700 | 700 / 700 | 0 | **no** / **no** / yes | 1.1, 1.2, 1.3, 1.4, 1.5 | 0 |');
    expect(table).toMatch(/\*\*Not judged:\*\* the bare page scored under 95 on home\./);
  });

  it('takes the long tasks apart, the median runs by kind of work and the profiled runs by whose code, with the files React called into', () => {
    const tasks: LongTasks = {
      tasks: [{ startMs: 2400, durationMs: 180, blockingMs: 130, owners: {} }, { startMs: 2900, durationMs: 60, blockingMs: 10, owners: {} }],
      blockingMs: 140,
      owners: { moduleLoading: 90, react: 70, rsc: 20.4, site: 59, other: 0.4 },
      reactCalled: { 'components/programs/ProgramStatus.tsx': 12, 'next/client/app-dir/link.tsx': 6 },
      siteCode: { 'lib/cms/wp-date.ts': 46 },
      profiled: true,
    };
    const alternation = { ...side({ longTasks: { ...tasks, profiled: false, owners: { script: 200, styleLayout: 40 } } }), profiled: { site: tasks, twin: NO_TASKS, bare: NO_TASKS } };
    const table = lighthouseTable({ programme: alternation }).join('\n');
    expect(table).toContain(
      '| programme | 2 tasks, 240 ms, blocking 140: JavaScript 200, style and layout 40 | 0 tasks, 0 ms, blocking 0: none | 2 tasks, 240 ms, blocking 140: module loading 90, React (hydration, commit) 70, the site\'s code 59, RSC payload 20 | 0 tasks, 0 ms, blocking 0: none | ProgramStatus.tsx 12, link.tsx 6 | wp-date.ts 46 |',
    );
  });

  it('prints the parts of each LCP beside the twin\'s and the bare page\'s', () => {
    const phases = { TTFB: 300, 'Load Delay': 400, 'Load Time': 500, 'Render Delay': 60 };
    const table = lighthouseTable({ home: side({ lcpPhases: phases, lcpElement: 'section > img' }, { lcpPhases: { TTFB: 290, 'Render Delay': 500 } }, { lcpPhases: phases }) }).join('\n');
    expect(table).toContain('| home | `section > img` | 300 / 400 / 500 / 60 | 300 / 400 / 500 / 60 | 290 / – / – / 500 |');
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
