/** The archive bench's results (scripts/bench-archive.ts) as a Markdown table, with its targets. */

interface Render {
  path: string;
  p50ms: number;
  p95ms: number;
  cmsBytes: number;
  statuses: number[];
}
interface Reads {
  count: number;
  p50ms: number;
  p95ms: number;
  maxBytes: number;
  failed: number;
}
export interface SideResult {
  renders: Record<string, Render>;
  reads: Record<string, Reads>;
  buildReads?: Record<string, Reads>;
  build?: { seconds: number; peakMb: number; status: number };
  publish?: Record<string, number | null>;
  rssAfterPagesMb?: number;
  distinctPages?: number;
  largestRedisValue?: { key: string; bytes: number; page?: string };
  loadAverage: Record<string, number[]>;
}

const kb = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`);
const ratio = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(2)}×` : '–');
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

export function archiveMarkdown(date: string, machine: Record<string, unknown>, commit: string, sample: SideResult, archive: SideResult): string {
  const lines = [
    `# Archive bench, ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    `Machine: ${String(machine.cpus)} cores (${String(machine.model)}), ${String(machine.memoryGb)} GB. Load average (1/5/15 min) at the build: sample ${sample.loadAverage.build?.join(' ')}, archive ${archive.loadAverage.build?.join(' ')}; renders ${sample.loadAverage.rendersBefore?.join(' ')} → ${sample.loadAverage.rendersAfter?.join(' ')}; memory walk ${archive.loadAverage.memory?.join(' ')}.`,
    '',
    '| uncached render | sample p50 / p95 ms | archive p50 / p95 ms | p95 archive/sample (target ≤ 1.5×) | bytes from WordPress, sample / archive (target ≤ 1 MB) |',
    '|---|---|---|---|---|',
  ];
  for (const [route, a] of Object.entries(archive.renders)) {
    const s = sample.renders[route];
    const status = (r: Render | undefined) => (r && r.statuses.some((code) => code !== 200) ? ` (status ${r.statuses.join(', ')})` : '');
    lines.push(
      `| ${route} \`${a.path}\` | ${s ? `${s.p50ms} / ${s.p95ms}${status(s)}` : '–'} | ${a.p50ms} / ${a.p95ms}${status(a)} | ${s ? `${ratio(s.p95ms, a.p95ms)} ${verdict(a.p95ms <= 1.5 * s.p95ms)}` : '–'} | ${s ? kb(s.cmsBytes) : '–'} / ${kb(a.cmsBytes)} ${verdict(a.cmsBytes <= 1_048_576)} |`,
    );
  }
  lines.push('', '| contract read (during the renders) | sample calls, p50 / p95 ms, largest | archive calls, p50 / p95 ms, largest | archive p95 ≤ 300 ms |', '|---|---|---|---|');
  const endpoints = [...new Set([...Object.keys(sample.reads), ...Object.keys(archive.reads)])].sort();
  for (const endpoint of endpoints) {
    const s = sample.reads[endpoint];
    const a = archive.reads[endpoint];
    const cell = (r: Reads | undefined) => (r ? `${r.count}, ${r.p50ms} / ${r.p95ms}, ${kb(r.maxBytes)}${r.failed ? `, ${r.failed} failed` : ''}` : '–');
    lines.push(`| \`${endpoint}\` | ${cell(s)} | ${cell(a)} | ${a ? verdict(a.p95ms <= 300) : '–'} |`);
  }
  const build = (r: SideResult) => (r.build ? `${r.build.seconds} s, ${r.build.peakMb} MB` : '–');
  const publish = (r: SideResult) => Object.entries(r.publish ?? {}).map(([k, v]) => `${k} ${v === null ? 'never' : `${v} ms`}`).join(', ');
  const publishOk = Object.values(archive.publish ?? {}).every((v) => v !== null && v <= 2000);
  const searchApi = archive.renders['search API'];
  const sampleSearch = sample.renders['search API'];
  lines.push(
    '',
    '| measure | sample | archive | target | |',
    '|---|---|---|---|---|',
    `| build: time, peak memory of its processes | ${build(sample)} | ${build(archive)} | time ≤ 1.5× | ${sample.build && archive.build ? verdict(archive.build.seconds <= 1.5 * sample.build.seconds) : '–'} |`,
    `| search API p95 (uncached) | ${sampleSearch ? `${sampleSearch.p95ms} ms` : '–'} | ${searchApi ? `${searchApi.p95ms} ms` : '–'} | ≤ 300 ms | ${searchApi ? verdict(searchApi.p95ms <= 300) : '–'} |`,
    `| publish to live (from WordPress's answer to the save) | ${publish(sample)} | ${publish(archive)} | ≤ 2 s each | ${verdict(publishOk)} |`,
    `| \`next start\` resident memory after 300 requests | ${sample.rssAfterPagesMb ?? '–'} MB (${sample.distinctPages ?? 0} different pages) | ${archive.rssAfterPagesMb ?? '–'} MB (${archive.distinctPages ?? 0} different pages) | ≤ 1.5× | ${sample.rssAfterPagesMb && archive.rssAfterPagesMb ? verdict(archive.rssAfterPagesMb <= 1.5 * sample.rssAfterPagesMb) : '–'} |`,
    `| largest Redis value | ${kb(sample.largestRedisValue?.bytes ?? 0)} | ${kb(archive.largestRedisValue?.bytes ?? 0)} (${archive.largestRedisValue?.page ? `page \`${archive.largestRedisValue.page}\`` : `\`${(archive.largestRedisValue?.key ?? '').slice(0, 80)}\``}) | ≤ 1 MB | ${verdict((archive.largestRedisValue?.bytes ?? 0) <= 1_048_576)} |`,
  );
  return `${lines.join('\n')}\n`;
}
