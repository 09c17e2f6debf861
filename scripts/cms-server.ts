/**
 * The fixture CMS: the embedded content over HTTP at /wp-json/<path> (so
 * CMS_API_URL=http://127.0.0.1:4010/wp-json), with fault injection switchable at run time.
 *
 * Control API (tests only; see scripts/cms-control.ts):
 *   POST   /__control/faults    {match, fault: 500|429|hang|malformed|wrong-shape, lang?, times?}
 *   DELETE /__control/faults    clear all faults
 *   GET    /__control/faults    list them
 *   GET    /__control/requests?match=…   {count, paths} of requests received
 *   DELETE /__control/requests  reset the log
 *   POST   /__control/content   {file, data} replace a content file (e.g. "en/news.json") in memory
 *   DELETE /__control/content   drop every replacement
 *   GET    /__control/health
 * Usage: npx tsx scripts/cms-server.ts  (env CMS_PORT, default 4010; DATA_DIR for writes)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleEmbedded } from '../lib/cms/embedded/router';
import { clearOverlays, setOverlay } from '../lib/cms/embedded/store';

type FaultKind = '500' | '429' | 'hang' | 'malformed' | 'wrong-shape';
interface Fault {
  match: string;
  fault: FaultKind;
  lang?: 'uk' | 'en';
  times?: number;
}

const port = Number(process.env.CMS_PORT ?? 4010);
const faults: Fault[] = [];
const requestLog: string[] = [];
const hanging = new Set<ServerResponse>();

function matches(fault: Fault, path: string, lang: string | null): boolean {
  if (fault.lang && fault.lang !== (lang ?? 'uk')) return false;
  if (fault.match.startsWith('/') && fault.match.endsWith('/') && fault.match.length > 2) {
    return new RegExp(fault.match.slice(1, -1)).test(path);
  }
  return path.includes(fault.match);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
  const what = url.pathname.replace('/__control/', '');
  if (what === 'health') return send(res, 200, { ok: true });
  if (what === 'faults') {
    if (req.method === 'GET') return send(res, 200, faults);
    if (req.method === 'DELETE') {
      faults.length = 0;
      for (const r of hanging) r.destroy();
      hanging.clear();
      return send(res, 200, { ok: true });
    }
    const fault = JSON.parse(await readBody(req)) as Fault;
    if (!fault.match || !['500', '429', 'hang', 'malformed', 'wrong-shape'].includes(fault.fault)) {
      return send(res, 400, { error: 'expected {match, fault}' });
    }
    faults.push(fault);
    return send(res, 200, { ok: true, faults });
  }
  if (what === 'requests') {
    if (req.method === 'DELETE') {
      requestLog.length = 0;
      return send(res, 200, { ok: true });
    }
    const match = url.searchParams.get('match') ?? '';
    const paths = requestLog.filter((p) => p.includes(match));
    return send(res, 200, { count: paths.length, paths });
  }
  if (what === 'content') {
    if (req.method === 'DELETE') {
      clearOverlays();
      return send(res, 200, { ok: true });
    }
    const { file, data } = JSON.parse(await readBody(req)) as { file: string; data: unknown };
    if (!file || !/^[\w./-]+\.json$/.test(file) || file.includes('..')) return send(res, 400, { error: 'expected {file, data}' });
    setOverlay(file, data);
    return send(res, 200, { ok: true });
  }
  return send(res, 404, { error: 'unknown control path' });
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/__control/')) return await control(req, res, url);
    if (!url.pathname.startsWith('/wp-json/')) return send(res, 404, { code: 'rest_no_route' });
    const path = url.pathname.slice('/wp-json/'.length);
    const lang = url.searchParams.get('lang');
    requestLog.push(`${req.method} ${path}${url.search}`);

    const faultIndex = faults.findIndex((f) => matches(f, path, lang));
    const fault = faults[faultIndex];
    if (fault) {
      if (fault.times !== undefined && --fault.times <= 0) faults.splice(faultIndex, 1);
      switch (fault.fault) {
        case '500':
          return send(res, 500, { code: 'internal_server_error', message: 'Internal Server Error' });
        case '429':
          return send(res, 429, { code: 'rate_limit', message: 'Too many attempts' }, { 'retry-after': '60' });
        case 'malformed':
          return send(res, 200, '{"news": [ {"id": 1, "title": "unterminated');
        case 'wrong-shape':
          return send(res, 200, { unexpected: true, items: 'not a list' });
        case 'hang': {
          hanging.add(res);
          const timer = setTimeout(() => res.destroy(), 60_000);
          res.on('close', () => {
            clearTimeout(timer);
            hanging.delete(res);
          });
          return;
        }
      }
    }

    const query = Object.fromEntries(url.searchParams);
    const method = req.method === 'POST' ? 'POST' : 'GET';
    let body: unknown;
    if (method === 'POST') {
      const text = await readBody(req);
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        return send(res, 400, { code: 'rest_invalid_json', message: 'Invalid JSON body' });
      }
    }
    const result = await handleEmbedded({ method, path, query, body });
    const headers: Record<string, string> = {};
    if (result.total !== null) headers['x-wp-total'] = String(result.total);
    if (result.totalPages !== null) headers['x-wp-totalpages'] = String(result.totalPages);
    return send(res, result.status, result.body, headers);
  } catch (error) {
    return send(res, 500, { code: 'fixture_error', message: error instanceof Error ? error.message : String(error) });
  }
});

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`fixture CMS on http://127.0.0.1:${port}/wp-json\n`);
});

function shutdown() {
  for (const r of hanging) r.destroy();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
