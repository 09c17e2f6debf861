/**
 * The renderer's main-thread time before the observed largest paint, from a Lighthouse run's
 * trace: what the page made the browser do before it could show its largest element. Lighthouse's
 * simulation multiplies this work by the CPU slowdown, and any of it that lets a script start
 * before the paint brings that script's download into the simulated LCP too
 * (scripts/bench-lcp-graph.ts).
 *
 * Each event's own time (its duration less that of the events of interest nested in it) goes to
 * one kind; a task's time that no event of interest explains goes to `other`.
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

export type WorkKind = 'parse' | 'script' | 'styleLayout' | 'paint' | 'other';
export type MainThreadWork = Record<WorkKind | 'totalMs', number>;

/** No work measured: a trace without the page's navigation, or a summary without runs. */
export const NO_MAIN_THREAD_WORK: Readonly<MainThreadWork> = { parse: 0, script: 0, styleLayout: 0, paint: 0, other: 0, totalMs: 0 };

const KIND_OF_EVENT: Record<string, Exclude<WorkKind, 'other'>> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'styleLayout',
  Layout: 'styleLayout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};
/** The scheduler's top-level task: the unit of main-thread work. */
const TASK = 'RunTask';

function isComplete(event: TraceEvent): event is TraceEvent & { dur: number } {
  return (event.ph === undefined || event.ph === 'X') && typeof event.dur === 'number';
}

/** The renderer main thread that loaded the page: where its main frame's navigation started. */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number; navigationStartTs: number } | null {
  const starts = events.filter((event) => event.name === 'navigationStart');
  const start = starts.find((event) => event.args?.data?.isLoadingMainFrame) ?? starts[0];
  return start ? { pid: start.pid, tid: start.tid, navigationStartTs: start.ts } : null;
}

/**
 * Main-thread time (ms) of the page's renderer between its navigation start and `untilTs` (the
 * observed LCP, in trace microseconds), by kind. Tasks that straddle `untilTs` count up to it.
 */
export function mainThreadWorkBefore(events: TraceEvent[], untilTs: number): MainThreadWork {
  const work: MainThreadWork = { ...NO_MAIN_THREAD_WORK };
  const thread = pageMainThread(events);
  if (!thread) return work;
  const clipped = (start: number, end: number) => Math.max(0, Math.min(end, untilTs) - Math.max(start, thread.navigationStartTs));
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && isComplete(event))
    .filter((event) => event.name === TASK || KIND_OF_EVENT[event.name] !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)) as (TraceEvent & { dur: number })[];
  // A stack of the open events: each one's time less its children's is its own.
  const stack: { event: TraceEvent & { dur: number }; end: number; childTime: number }[] = [];
  const close = (frame: (typeof stack)[number]) => {
    const own = clipped(frame.event.ts, frame.end) - frame.childTime;
    const kind = frame.event.name === TASK ? 'other' : (KIND_OF_EVENT[frame.event.name] ?? 'other');
    work[kind] += Math.max(0, own);
    const parent = stack[stack.length - 1];
    if (parent) parent.childTime += clipped(frame.event.ts, frame.end);
    else work.totalMs += clipped(frame.event.ts, frame.end);
  };
  for (const event of onThread) {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= event.ts) close(stack.pop()!);
    stack.push({ event, end: event.ts + event.dur, childTime: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  const ms = (us: number) => Math.round(us / 100) / 10;
  return { parse: ms(work.parse), script: ms(work.script), styleLayout: ms(work.styleLayout), paint: ms(work.paint), other: ms(work.other), totalMs: ms(work.totalMs) };
}
