import type { ResolveSource } from './bench-source-maps';

/**
 * The long tasks of a Lighthouse run after its first contentful paint, and what they ran: the tasks
 * that make Total Blocking Time, each taken apart from the run's trace. The trace's CPU profile
 * (Lighthouse's `additionalTraceCategories: disabled-by-default-v8.cpu_profiler`) gives each
 * sample's stack; the scripts' source maps give each frame's source file (scripts/bench-source-maps.ts);
 * a sample outside JavaScript goes to the trace event it fell in (style and layout, parsing…).
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean } };
}

/** The renderer main thread that loaded the page: where its main frame's navigation started. */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number; navigationStartTs: number } | null {
  const starts = events.filter((event) => event.name === 'navigationStart');
  const start = starts.find((event) => event.args?.data?.isLoadingMainFrame) ?? starts[0];
  return start ? { pid: start.pid, tid: start.tid, navigationStartTs: start.ts } : null;
}

/** Whose work a moment of a task was. */
export type Owner =
  | 'next' // Next's runtime: its router, its client components (next/link…), its inline bootstrap
  | 'moduleLoading' // Turbopack's runtime instantiating modules, with the compiling V8 charges to it
  | 'react' // React: hydration, commit, scheduling
  | 'rsc' // the RSC payload's parsing (React's Flight client)
  | 'site' // the site's own code
  | 'library' // other packages the site imports
  | 'compile' // V8 compiling a script as it arrives
  | 'parseHtml'
  | 'styleLayout'
  | 'paint'
  | 'gc'
  | 'script' // JavaScript in a run without a CPU profile: whose, unknown
  | 'other';

export const OWNER_LABELS: Record<Owner, string> = {
  next: "Next's runtime",
  moduleLoading: 'module loading',
  react: 'React (hydration, commit)',
  rsc: 'RSC payload',
  site: "the site's code",
  library: 'libraries',
  compile: 'script compile',
  parseHtml: 'HTML parsing',
  styleLayout: 'style and layout',
  paint: 'paint',
  gc: 'garbage collection',
  script: 'JavaScript',
  other: 'other',
};

type SourceOwner = Extract<Owner, 'next' | 'moduleLoading' | 'react' | 'rsc' | 'site' | 'library'>;

/** The owner of a source file named by a source map (`turbopack:///[project]/components/…`). */
export function ownerOfSource(source: string): SourceOwner {
  if (/\/react-server-dom-[\w-]+\//.test(source)) return 'rsc';
  if (/node_modules\/(?:next\/dist\/compiled\/)?(?:react|react-dom|scheduler)\//.test(source)) return 'react';
  if (source.includes('[turbopack]/')) return 'moduleLoading';
  if (/node_modules\/next\//.test(source)) return 'next';
  if (source.includes('node_modules/')) return 'library';
  return 'site';
}

/** A source file as the report names it: `components/home/HeroSlider.tsx`, `next/client/app-dir/link.tsx`. */
export function shortSource(source: string): string {
  return source
    .replace(/^turbopack:\/\/\//, '')
    .replace(/^.*\[project\]\//, '')
    .replace(/^(?:\.\.\/)+/, '')
    .replace(/^.*node_modules\/next\/dist\/compiled\//, '')
    .replace(/^.*node_modules\/next\/(?:src|dist)\//, 'next/')
    .replace(/^.*node_modules\//, '');
}

/** Trace events that JavaScript runs in: its time in a run without a CPU profile. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame', 'v8.run']);

const KIND_OF_NATIVE_EVENT: Record<string, Owner> = {
  ParseHTML: 'parseHtml',
  ParseAuthorStyleSheet: 'parseHtml',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  UpdateLayoutTree: 'styleLayout',
  Layout: 'styleLayout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** One sample of the CPU profile: its time (trace µs), its weight (µs until the next), its stack from the root. */
export interface ProfileSample {
  ts: number;
  weightUs: number;
  stack: CallFrame[];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
type ProfileEvent = TraceEvent & {
  id?: string;
  args?: { data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
};

/** A sample is never weighed more than this: a longer gap is the profiler pausing, not one stack running. */
const MAX_SAMPLE_WEIGHT_US = 10_000;

/** The samples of the CPU profile recorded on one thread (the `Profile` and `ProfileChunk` trace events). */
export function profileSamples(events: TraceEvent[], thread: { pid: number; tid: number }): ProfileSample[] {
  const profiles = new Map<string, { startTime: number; nodes: Map<number, ProfileNode>; samples: number[]; deltas: number[] }>();
  for (const event of events as ProfileEvent[]) {
    if ((event.name !== 'Profile' && event.name !== 'ProfileChunk') || event.pid !== thread.pid || typeof event.id !== 'string') continue;
    const data = event.args?.data ?? {};
    // A thread's profile starts with a `Profile` event on that thread; its chunks come from the profiler's thread.
    if (event.name === 'Profile' && event.tid === thread.tid) profiles.set(event.id, { startTime: data.startTime ?? event.ts, nodes: new Map(), samples: [], deltas: [] });
    const profile = profiles.get(event.id);
    if (!profile) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  const samples: ProfileSample[] = [];
  for (const profile of profiles.values()) {
    const stacks = new Map<number, CallFrame[]>();
    const stackOf = (id: number): CallFrame[] => {
      const known = stacks.get(id);
      if (known) return known;
      const node = profile.nodes.get(id);
      const stack = node ? [...(node.parent === undefined ? [] : stackOf(node.parent)), node.callFrame] : [];
      stacks.set(id, stack);
      return stack;
    };
    let ts = profile.startTime;
    const times = profile.deltas.map((delta) => (ts += delta));
    profile.samples.forEach((id, i) => {
      const next = times[i + 1];
      const weightUs = next === undefined ? 0 : Math.min(MAX_SAMPLE_WEIGHT_US, Math.max(0, next - (times[i] ?? 0)));
      samples.push({ ts: times[i] ?? 0, weightUs, stack: stackOf(id) });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** Every script URL the samples' stacks run, for the source maps to load. */
export function sampledScripts(samples: ProfileSample[]): string[] {
  return [...new Set(samples.flatMap((sample) => sample.stack.map((frame) => frame.url)).filter((url) => /^https?:/.test(url)))];
}

interface SampleVerdict {
  owner: Owner;
  /** The site's or Next's file React called into (a component rendering, an effect), when React ran it. */
  reactCalled?: string;
  /** The site's file that ran outside React (a module's evaluation, an event listener, a timer). */
  siteFile?: string;
}

const NATIVE_OWNERS: Record<string, Owner> = { '(garbage collector)': 'gc' };

/**
 * Whose work a sample was: the owner of the deepest frame whose source is known. Frames of a script
 * without a map (the page's own inline scripts: Next's bootstrap and payload) are Next's.
 */
export function judgeSample(stack: CallFrame[], resolve: ResolveSource, nativeOwner: Owner): SampleVerdict {
  const owners = stack.map((frame) => {
    if (!frame.url) return undefined;
    const source = resolve(frame.url, frame.lineNumber, frame.columnNumber);
    return { owner: source === undefined ? ('next' as const) : ownerOfSource(source), source };
  });
  const deepest = [...owners].reverse().find((owner) => owner !== undefined);
  if (!deepest) return { owner: NATIVE_OWNERS[stack.at(-1)?.functionName ?? ''] ?? nativeOwner };
  // The frame React last called into: a frame that is not React's, called by a React frame.
  let reactCalled: string | undefined;
  let caller: (typeof owners)[number];
  for (const owner of owners) {
    if (!owner) continue;
    if (owner.source && caller?.owner === 'react' && (owner.owner === 'site' || owner.owner === 'next')) reactCalled = shortSource(owner.source);
    caller = owner;
  }
  const siteFile = deepest.owner === 'site' && deepest.source ? shortSource(deepest.source) : undefined;
  return { owner: deepest.owner, reactCalled, siteFile };
}

export interface LongTask {
  /** From the navigation's start, ms. */
  startMs: number;
  durationMs: number;
  /** Its part of Total Blocking Time: what of it after the first paint exceeds 50 ms. */
  blockingMs: number;
  owners: Partial<Record<Owner, number>>;
}

export interface LongTasks {
  tasks: LongTask[];
  /** Their blocking time, summed as Lighthouse sums Total Blocking Time. */
  blockingMs: number;
  /** Their time by owner, ms. */
  owners: Partial<Record<Owner, number>>;
  /** Files React called into during them (components rendering or hydrating, their effects), ms. */
  reactCalled: Record<string, number>;
  /** The site's files that ran outside React during them, ms. */
  siteCode: Record<string, number>;
  /** Whether the trace had a CPU profile to attribute JavaScript by (else its time is `other`). */
  profiled: boolean;
}

/**
 * A task's time by the kind of its events, each event's own time (less that of the events nested in
 * it), for a run without a CPU profile: JavaScript, compile, parsing, style and layout, paint, GC.
 */
function ownTimes(task: Complete, onThread: Complete[]): Partial<Record<Owner, number>> {
  const end = task.ts + task.dur;
  const kindOf = (event: TraceEvent): Owner | undefined => (SCRIPT_EVENTS.has(event.name) ? 'script' : KIND_OF_NATIVE_EVENT[event.name]);
  const inside = onThread.filter((event) => event !== task && event.ts >= task.ts && event.ts < end && kindOf(event) !== undefined);
  const times: Partial<Record<Owner, number>> = {};
  const stack: { event: Complete; end: number; childTime: number }[] = [{ event: task, end, childTime: 0 }];
  const close = (frame: (typeof stack)[number]) => {
    const span = Math.min(frame.end, end) - frame.event.ts;
    add(times, frame.event === task ? 'other' : (kindOf(frame.event) ?? 'other'), Math.max(0, span - frame.childTime));
    const parent = stack.at(-1);
    if (parent) parent.childTime += span;
  };
  for (const event of inside) {
    while (stack.length > 1 && stack.at(-1)!.end <= event.ts) close(stack.pop()!);
    stack.push({ event, end: event.ts + event.dur, childTime: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  return times;
}

/** Lighthouse: a task blocks for what of it exceeds 50 ms. */
export const LONG_TASK_MS = 50;
const TASK = 'RunTask';

type Complete = TraceEvent & { dur: number };
const isComplete = (event: TraceEvent): event is Complete => (event.ph === undefined || event.ph === 'X') && typeof event.dur === 'number';

function add<K extends string>(into: Partial<Record<K, number>>, key: K, value: number) {
  into[key] = (into[key] ?? 0) + value;
}

const roundMs = (us: number) => Math.round(us / 100) / 10;
function roundAll<K extends string>(values: Partial<Record<K, number>>): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries(values).map(([key, us]) => [key, roundMs(us as number)])) as Partial<Record<K, number>>;
}

/**
 * The page's long tasks (top-level tasks of its main thread of at least 50 ms) that end after
 * `fromTs` (the first contentful paint) and start before `untilTs` (Time to Interactive), in trace
 * µs, as Lighthouse's Total Blocking Time takes them, each taken apart by owner.
 */
export function longTasks(events: TraceEvent[], window: { fromTs: number; untilTs: number }, resolve: ResolveSource): LongTasks {
  const empty: LongTasks = { tasks: [], blockingMs: 0, owners: {}, reactCalled: {}, siteCode: {}, profiled: false };
  const thread = pageMainThread(events);
  if (!thread) return empty;
  const onThread = events.filter((event): event is Complete => event.pid === thread.pid && event.tid === thread.tid && isComplete(event)).sort((a, b) => a.ts - b.ts);
  const topLevel: Complete[] = [];
  for (const task of onThread.filter((event) => event.name === TASK)) {
    const last = topLevel.at(-1);
    if (!last || task.ts >= last.ts + last.dur) topLevel.push(task);
  }
  const long = topLevel.filter((task) => task.dur >= LONG_TASK_MS * 1000 && task.ts + task.dur > window.fromTs && task.ts < window.untilTs);
  const samples = profileSamples(events, thread);
  const natives = onThread.filter((event) => KIND_OF_NATIVE_EVENT[event.name] !== undefined);
  const result: LongTasks = { ...empty, profiled: samples.length > 0 };
  const owners: Partial<Record<Owner, number>> = {};
  const reactCalled: Record<string, number> = {};
  const siteCode: Record<string, number> = {};
  let blockingUs = 0;
  for (const task of long) {
    const end = task.ts + task.dur;
    const taskOwners: Partial<Record<Owner, number>> = {};
    // The native work a moment fell in: the shortest native event of the task around it.
    const taskNatives = natives.filter((event) => event.ts >= task.ts && event.ts < end).sort((a, b) => a.dur - b.dur);
    const nativeAt = (ts: number): Owner => {
      const around = taskNatives.find((event) => event.ts <= ts && ts < event.ts + event.dur);
      return around ? (KIND_OF_NATIVE_EVENT[around.name] ?? 'other') : 'other';
    };
    let sampledUs = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end || sample.stack.at(-1)?.functionName === '(idle)') continue;
      const weight = Math.min(sample.weightUs, end - sample.ts);
      const verdict = judgeSample(sample.stack, resolve, nativeAt(sample.ts));
      sampledUs += weight;
      add(taskOwners, verdict.owner, weight);
      if (verdict.reactCalled) add(reactCalled, verdict.reactCalled, weight);
      if (verdict.siteFile) add(siteCode, verdict.siteFile, weight);
    }
    if (samples.length === 0) Object.assign(taskOwners, ownTimes(task, onThread));
    // What no sample covers (the profiler's gaps).
    else if (task.dur > sampledUs) add(taskOwners, 'other', task.dur - sampledUs);
    const clipped = Math.min(end, window.untilTs) - Math.max(task.ts, window.fromTs);
    const blocking = clipped >= LONG_TASK_MS * 1000 ? clipped - LONG_TASK_MS * 1000 : 0;
    blockingUs += blocking;
    for (const [owner, us] of Object.entries(taskOwners) as [Owner, number][]) add(owners, owner, us);
    result.tasks.push({ startMs: roundMs(task.ts - thread.navigationStartTs), durationMs: roundMs(task.dur), blockingMs: roundMs(blocking), owners: roundAll(taskOwners) });
  }
  return {
    ...result,
    blockingMs: roundMs(blockingUs),
    owners: roundAll(owners),
    reactCalled: roundAll(reactCalled) as Record<string, number>,
    siteCode: roundAll(siteCode) as Record<string, number>,
  };
}
