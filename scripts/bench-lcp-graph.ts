/**
 * What Lighthouse's simulated LCP is made of, in one run. Lighthouse (simulated throttling) loads
 * the page at full speed, then replays the load over a slow network and CPU; the LCP it reports is
 * the replay of every request that finished, and every script that ran, before the paint it
 * observed (lantern's LargestContentfulPaint: the optimistic graph keeps every request but
 * low-priority images, the pessimistic one everything; the metric is their mean). This lists the
 * optimistic graph: what a change must take off the way to the first paint.
 */
export interface LcpRequest {
  /** Path of the request (the origin left out). */
  path: string;
  resourceType: string;
  priority: string;
  /** Bytes on the wire, headers included, as the simulation counts them. */
  transferBytes: number;
}

export interface LcpGraph {
  requests: LcpRequest[];
  /** Scripts that ran before the observed paint, so the simulation runs them too. */
  scriptsRun: string[];
  /** Main-thread time of the tasks in the graph, as observed (the simulation multiplies it by the CPU slowdown). */
  cpuMs: number;
  optimisticMs: number;
  pessimisticMs: number;
}

export type LanternNode =
  | { type: 'network'; request: { url: string; resourceType?: string; priority: string; transferSize: number } }
  | { type: 'cpu'; event: { dur?: number }; getEvaluateScriptURLs: () => Set<string> };
type Estimate = { timeInMs: number; nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
export type LanternResult = { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
type Computed = { request: (data: Record<string, unknown>, context: { computedCache: Map<string, unknown>; settings: unknown }) => Promise<LanternResult> };

/** `lhr` and `artifacts` of one Lighthouse run (navigation, simulated throttling). */
export async function lcpGraph(lhr: { configSettings: unknown }, artifacts: Record<string, unknown>): Promise<LcpGraph> {
  const { LanternLargestContentfulPaint } = (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
    LanternLargestContentfulPaint: Computed;
  };
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  return graphSummary(result);
}

export function graphSummary(result: LanternResult): LcpGraph {
  const nodes = [...result.optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime).map(([node]) => node);
  const requests: LcpRequest[] = [];
  const scriptsRun: string[] = [];
  let cpuMs = 0;
  for (const node of nodes) {
    if (node.type === 'network') {
      const { url, resourceType, priority, transferSize } = node.request;
      requests.push({ path: pathOf(url), resourceType: resourceType ?? 'Other', priority, transferBytes: transferSize });
    } else {
      cpuMs += (node.event.dur ?? 0) / 1000;
      scriptsRun.push(...[...node.getEvaluateScriptURLs()].map(pathOf));
    }
  }
  return {
    requests,
    scriptsRun,
    cpuMs: Math.round(cpuMs),
    optimisticMs: Math.round(result.optimisticEstimate.timeInMs),
    pessimisticMs: Math.round(result.pessimisticEstimate.timeInMs),
  };
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/** "document 15.5 KB, 8 stylesheets 20.9 KB, 2 fonts 46.5 KB, 3 scripts 19.7 KB (ran: 1)". */
export function describeLcpGraph(graph: LcpGraph): string {
  const groups = new Map<string, { count: number; bytes: number }>();
  for (const request of graph.requests) {
    const group = groups.get(request.resourceType) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += request.transferBytes;
    groups.set(request.resourceType, group);
  }
  const parts = [...groups.entries()].map(([type, { count, bytes }]) => `${count} ${type.toLowerCase()} ${(bytes / 1024).toFixed(1)} KB`);
  return `${parts.join(', ')}; ${graph.scriptsRun.length} scripts ran, ${graph.cpuMs} ms of tasks`;
}
