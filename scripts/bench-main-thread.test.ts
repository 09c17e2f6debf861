import { describe, expect, test } from '@jest/globals';
import { mainThreadWorkBefore, pageMainThread, type TraceEvent } from './bench-main-thread';

const MAIN = { pid: 10, tid: 1 };
const ms = (n: number) => n * 1000;
const nav: TraceEvent = { name: 'navigationStart', ph: 'R', ts: ms(100), ...MAIN, args: { data: { isLoadingMainFrame: true } } };
const task = (start: number, dur: number, thread = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts: ms(100 + start), dur: ms(dur), ...thread });
const event = (name: string, start: number, dur: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts: ms(100 + start), dur: ms(dur), ...thread });

describe("the main thread's work before the largest paint", () => {
  test('finds the thread where the main frame navigated, not a subframe', () => {
    const subframe: TraceEvent = { name: 'navigationStart', ph: 'R', ts: ms(50), pid: 20, tid: 5 };
    expect(pageMainThread([subframe, nav])).toEqual({ pid: 10, tid: 1, navigationStartTs: ms(100) });
    expect(pageMainThread([])).toBeNull();
  });

  test("gives each event its own time: a parse that runs an inline script counts the script as script", () => {
    const events = [nav, task(10, 30), event('ParseHTML', 10, 20), event('EvaluateScript', 15, 5), event('Layout', 30, 8)];
    expect(mainThreadWorkBefore(events, ms(200))).toEqual({ parse: 15, script: 5, styleLayout: 8, paint: 0, other: 2, totalMs: 30 });
  });

  test('counts only what ran before the paint, and a task that straddles it up to the paint', () => {
    const events = [nav, task(10, 20), event('Layout', 10, 20), task(50, 10), event('EvaluateScript', 50, 10), task(80, 10)];
    expect(mainThreadWorkBefore(events, ms(100 + 55))).toEqual({ parse: 0, script: 5, styleLayout: 20, paint: 0, other: 0, totalMs: 25 });
  });

  test("leaves out other threads and other processes (the script streamer, the server's own work)", () => {
    const events = [nav, task(10, 10), event('Paint', 12, 3), event('EvaluateScript', 10, 40, { pid: 10, tid: 7 }), task(0, 90, { pid: 3, tid: 3 })];
    expect(mainThreadWorkBefore(events, ms(300))).toEqual({ parse: 0, script: 0, styleLayout: 0, paint: 3, other: 7, totalMs: 10 });
  });

  test('a trace without a navigation gives zeros, not a guess', () => {
    expect(mainThreadWorkBefore([task(0, 10)], ms(300)).totalMs).toBe(0);
  });
});
