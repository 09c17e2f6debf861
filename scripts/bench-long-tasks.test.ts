import { describe, expect, it } from '@jest/globals';
import { judgeSample, longTasks, ownerOfSource, pageMainThread, profileSamples, sampledScripts, shortSource, type CallFrame, type TraceEvent } from './bench-long-tasks';
import type { ResolveSource } from './bench-source-maps';

const MAIN = { pid: 10, tid: 1 };
const ms = (n: number) => n * 1000;
const NAV = 100;
const at = (n: number) => ms(NAV + n);
const nav: TraceEvent = { name: 'navigationStart', ph: 'R', ts: ms(NAV), ...MAIN, args: { data: { isLoadingMainFrame: true } } };
const task = (start: number, dur: number, thread = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts: at(start), dur: ms(dur), ...thread });
const event = (name: string, start: number, dur: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts: at(start), dur: ms(dur), ...thread });

// Sources as Turbopack's source maps name them.
const SOURCES = {
  reactDom: 'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js',
  scheduler: 'turbopack:///[project]/node_modules/next/dist/compiled/scheduler/cjs/scheduler.production.js',
  flight: 'turbopack:///[project]/node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.browser.production.js',
  appIndex: 'turbopack:///[project]/node_modules/next/src/client/app-index.tsx',
  link: 'turbopack:///[project]/node_modules/next/src/client/app-dir/link.tsx',
  runtime: 'turbopack:///[turbopack]/browser/runtime/base/build-base.ts',
  slider: 'turbopack:///[project]/components/home/HeroSlider.tsx',
  status: 'turbopack:///[project]/lib/programs/status.ts',
  swr: 'turbopack:///[project]/node_modules/swr/dist/index/index.mjs',
};
type Name = keyof typeof SOURCES;
/** One script per source, each function at column 0 of its own line: a resolver that needs no map. */
const frame = (name: Name | '(program)' | '(garbage collector)' | '(root)' | '(idle)' | 'querySelector'): CallFrame =>
  name in SOURCES
    ? { functionName: name, url: `http://127.0.0.1:3200/_next/static/chunks/${name}.js`, lineNumber: 0, columnNumber: 0 }
    : { functionName: name, url: '', lineNumber: -1, columnNumber: -1 };
const resolve: ResolveSource = (url) => SOURCES[/chunks\/(\w+)\.js$/.exec(url)?.[1] as Name];
const stack = (...names: Parameters<typeof frame>[0][]) => [frame('(root)'), ...names.map(frame)];

/** A trace's CPU profile: one `Profile` on the main thread, its samples in a `ProfileChunk` from the profiler's thread. */
function profile(samples: { at: number; stack: CallFrame[] }[]): TraceEvent[] {
  const nodes: { id: number; parent?: number; callFrame: CallFrame }[] = [];
  const ids = samples.map(({ stack: frames }) => {
    let parent: number | undefined;
    for (const callFrame of frames) {
      const known = nodes.find((node) => node.parent === parent && node.callFrame === callFrame);
      const node = known ?? { id: nodes.length + 1, parent, callFrame };
      if (!known) nodes.push(node);
      parent = node.id;
    }
    return parent ?? 0;
  });
  const start = ms(NAV);
  const deltas = samples.map((sample, i) => at(sample.at) - (i === 0 ? start : at(samples[i - 1]!.at)));
  return [
    { name: 'Profile', ph: 'P', ts: start, ...MAIN, id: '0x1', args: { data: { startTime: start } } } as TraceEvent,
    { name: 'ProfileChunk', ph: 'P', ts: start, pid: MAIN.pid, tid: 99, id: '0x1', args: { data: { cpuProfile: { nodes, samples: ids }, timeDeltas: deltas } } } as TraceEvent,
  ];
}
/** A sample every millisecond from `from` to `to` with one stack. */
const every = (from: number, to: number, frames: CallFrame[]) => Array.from({ length: to - from }, (_, i) => ({ at: from + i, stack: frames }));

describe('whose code a source file is', () => {
  it("tells React, its Flight client (the RSC payload), Next's runtime, Turbopack's module loading, libraries and the site apart", () => {
    expect(Object.fromEntries(Object.entries(SOURCES).map(([name, source]) => [name, ownerOfSource(source)]))).toEqual({
      reactDom: 'react',
      scheduler: 'react',
      flight: 'rsc',
      appIndex: 'next',
      link: 'next',
      runtime: 'moduleLoading',
      slider: 'site',
      status: 'site',
      swr: 'library',
    });
    expect(ownerOfSource('turbopack:///[project]/../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
  });

  it('names a file from the project, Next by its own path', () => {
    expect([shortSource(SOURCES.slider), shortSource(SOURCES.link), shortSource(SOURCES.reactDom), shortSource(SOURCES.swr)]).toEqual([
      'components/home/HeroSlider.tsx',
      'next/client/app-dir/link.tsx',
      'react-dom/cjs/react-dom-client.production.js',
      'swr/dist/index/index.mjs',
    ]);
  });
});

describe("a sample's owner", () => {
  it('is the owner of the deepest frame with a known source: a hook React runs inside a component is React', () => {
    expect(judgeSample(stack('scheduler', 'reactDom', 'slider'), resolve, 'other')).toEqual({ owner: 'site', reactCalled: 'components/home/HeroSlider.tsx', siteFile: 'components/home/HeroSlider.tsx' });
    expect(judgeSample(stack('scheduler', 'reactDom', 'slider', 'reactDom'), resolve, 'other')).toMatchObject({ owner: 'react', reactCalled: 'components/home/HeroSlider.tsx' });
  });

  it('charges native work called from a script to that script, and a sample without any script to the native event it fell in', () => {
    expect(judgeSample(stack('appIndex', 'flight', 'querySelector'), resolve, 'other').owner).toBe('rsc');
    expect(judgeSample(stack('(program)'), resolve, 'styleLayout').owner).toBe('styleLayout');
    expect(judgeSample(stack('(garbage collector)'), resolve, 'other').owner).toBe('gc');
  });

  it("counts a site module's evaluation as the site's own code, not as React calling it", () => {
    expect(judgeSample(stack('runtime', 'status'), resolve, 'other')).toEqual({ owner: 'site', reactCalled: undefined, siteFile: 'lib/programs/status.ts' });
  });

  it("charges the page's inline scripts (no source map: Next's bootstrap and payload) to Next", () => {
    const inline: CallFrame = { functionName: '', url: 'http://127.0.0.1:3200/uk', lineNumber: 3, columnNumber: 10 };
    expect(judgeSample([frame('(root)'), inline], resolve, 'other').owner).toBe('next');
  });
});

describe('the long tasks after the first paint', () => {
  const window = { fromTs: at(1000), untilTs: at(3000) };

  it("finds the page's main thread where its main frame navigated", () => {
    expect(pageMainThread([{ name: 'navigationStart', ph: 'R', ts: ms(50), pid: 20, tid: 5 }, nav])).toEqual({ pid: 10, tid: 1, navigationStartTs: ms(NAV) });
    expect(pageMainThread([])).toBeNull();
  });

  it("sums their blocking time as Lighthouse's TBT: what of each task after the paint and before interactive exceeds 50 ms", () => {
    const events = [nav, task(900, 40), task(950, 150), task(1200, 49), task(1500, 120), task(2950, 120), task(3100, 200), task(1600, 60, { pid: 10, tid: 7 })];
    const result = longTasks(events, window, resolve);
    // 950–1100 counts from 1000 (100 ms, 50 blocking); 1500–1620 70; 2950–3070 up to 3000 is 50 ms: not blocking.
    expect(result.tasks.map((t) => [t.startMs, t.durationMs, t.blockingMs])).toEqual([
      [950, 150, 50],
      [1500, 120, 70],
      [2950, 120, 0],
    ]);
    expect(result.blockingMs).toBe(120);
  });

  it('takes a nested task as part of the task around it', () => {
    const result = longTasks([nav, task(1100, 100), task(1120, 60)], window, resolve);
    expect(result.tasks.map((t) => t.durationMs)).toEqual([100]);
  });

  it("without a CPU profile, splits each task by its events' own time: JavaScript, compile, style and layout", () => {
    const events = [nav, task(1100, 100), event('EvaluateScript', 1100, 70), event('v8.compile', 1100, 10), event('RunMicrotasks', 1140, 20), event('Layout', 1175, 20)];
    const result = longTasks(events, window, resolve);
    expect(result.profiled).toBe(false);
    expect(result.tasks[0]?.owners).toEqual({ script: 60, compile: 10, styleLayout: 20, other: 10 });
  });

  it('with a CPU profile, splits each task by whose code its samples ran, and names the files React called into', () => {
    const samples = [
      ...every(1100, 1140, stack('runtime', 'appIndex', 'flight')),
      ...every(1140, 1170, stack('scheduler', 'reactDom')),
      ...every(1170, 1190, stack('scheduler', 'reactDom', 'slider')),
      ...every(1190, 1200, stack('(program)')),
      { at: 1200, stack: stack('(idle)') },
    ];
    const events = [nav, task(1100, 100), event('Layout', 1190, 10), ...profile(samples)];
    const result = longTasks(events, window, resolve);
    expect(result.profiled).toBe(true);
    expect(result.owners).toEqual({ rsc: 40, react: 30, site: 20, styleLayout: 10 });
    expect(result.reactCalled).toEqual({ 'components/home/HeroSlider.tsx': 20 });
    expect(result.siteCode).toEqual({ 'components/home/HeroSlider.tsx': 20 });
  });

  it('lists the scripts the profile ran, for their source maps', () => {
    const samples = profileSamples([nav, ...profile([{ at: 0, stack: stack('reactDom', 'querySelector') }, { at: 1, stack: stack('slider') }])], MAIN);
    expect(sampledScripts(samples)).toEqual(['http://127.0.0.1:3200/_next/static/chunks/reactDom.js', 'http://127.0.0.1:3200/_next/static/chunks/slider.js']);
  });

  it('gives nothing for a trace without the navigation, not a guess', () => {
    expect(longTasks([task(1100, 100)], window, resolve)).toMatchObject({ tasks: [], blockingMs: 0 });
  });
});
