import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Helpers of the archive bench (scripts/bench-archive.ts): processes, timing, WordPress. */

export function log(message: string) {
  process.stdout.write(`[bench:archive] ${message}\n`);
}

export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Resident memory of a process and all its descendants, in KB. */
export function treeRssKb(pid: number): number {
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift() as number;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${current}/status`, 'utf8'))?.[1] ?? 0);
      const children = readFileSync(`/proc/${current}/task/${current}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(/\s+/).map(Number));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Runs a command to its end; its wall time and the peak resident memory of its process tree. */
export async function measured(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<{ seconds: number; peakMb: number; status: number }> {
  const started = performance.now();
  const child = spawn('sh', ['-c', `exec "$0" "$@" > '${logFile}' 2>&1`, command, ...args], { env, stdio: 'ignore' });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
  }, 200);
  const status = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  clearInterval(timer);
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), peakMb: Math.round(peak / 1024), status };
}

/** One column of values from the MariaDB of a local WordPress (scripts/wordpress.sh). */
export function wpColumn(stateDir: string, sql: string): string[] {
  const out = execFileSync('mariadb', ['--no-defaults', `--socket=${path.join(stateDir, 'mysql.sock')}`, '-uroot', 'wordpress', '-N', '-B', '-e', sql], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line !== '');
}

/** Published posts of a type and language, newest first: their slugs. */
export function slugsOf(stateDir: string, type: string, lang: string, limit: number): string[] {
  return wpColumn(
    stateDir,
    `SELECT p.post_name FROM wp_posts p JOIN wp_postmeta l ON l.post_id = p.ID AND l.meta_key = '_eos_lang' AND l.meta_value = '${lang}'
     WHERE p.post_type = '${type}' AND p.post_status = 'publish' AND p.post_password = '' AND p.post_name <> ''
       AND NOT EXISTS (SELECT 1 FROM wp_term_relationships r JOIN wp_term_taxonomy t ON t.term_taxonomy_id = r.term_taxonomy_id
                       WHERE r.object_id = p.ID AND t.taxonomy = 'category' AND t.term_id IN (256, 258, 260, 262, 274, 276))
     ORDER BY p.post_date DESC, p.ID DESC LIMIT ${limit}`,
  );
}

export async function timedFetch(url: string, init?: RequestInit): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}
