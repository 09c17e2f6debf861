import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { changeContent, clearOverlays, ContentChangeError, overlayFiles, type ContentChange } from './overlay';
import { handleEmbedded } from '../../../lib/cms/embedded/router';

/**
 * The fixture CMS over HTTP (started by scripts/cms-server.ts): the embedded CMS at
 * /wp-json/<path>, plus a control API for tests under /__control/ (faults, request log,
 * run-time content changes). See control.ts for the typed client.
 */

export const FAULT_KINDS = ['500', '429', 'hang', 'malformed', 'wrong-shape'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  /** A substring of the path after /wp-json/ (`hero-slides`, `page/news`), or `/regex/`. */
  match: string;
  fault: FaultKind;
  /** Only requests with this `lang` (a request without lang counts as uk). */
  lang?: 'uk' | 'en';
  /** Fire this many times, then disappear; unlimited when absent. */
  times?: number;
}

export interface LoggedRequest {
  method: string;
  /** Path after /wp-json/ with the query string, e.g. `fulbright-react/v1/news?lang=en`. */
  path: string;
  at: string;
  /** The fault that answered it, if any. */
  fault?: FaultKind;
}

/** How long a `hang` keeps the request open (far past the site's CMS timeout). */
export const HANG_MS = 60_000;

const MALFORMED = '{"news": [ {"id": 1, "title": "unterminated';
/** Valid JSON that no answer schema accepts (every answer is an object or an array). */
const WRONG_SHAPE = '"unexpected: a string where an object or a list belongs"';

function pathMatcher(match: string): (path: string) => boolean {
  if (match.length > 2 && match.startsWith('/') && match.endsWith('/')) {
    const re = new RegExp(match.slice(1, -1));
    return (path) => re.test(path);
  }
  return (path) => path.includes(match);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 2_000_000) throw new ControlError('body too large', 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

class ControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ControlError('the body is not JSON', 400);
  }
}

export interface FixtureServer {
  server: Server;
  faults: Fault[];
  requests: LoggedRequest[];
  /** Ends hanging requests and stops the server. */
  close: () => Promise<void>;
}

export function createFixtureServer(): FixtureServer {
  const faults: Fault[] = [];
  const requests: LoggedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  function releaseHanging() {
    for (const res of hanging) res.destroy();
    hanging.clear();
  }

  function findFault(path: string, lang: string | null): Fault | undefined {
    const index = faults.findIndex(
      (f) => (!f.lang || f.lang === (lang === 'en' ? 'en' : 'uk')) && pathMatcher(f.match)(path),
    );
    const fault = faults[index];
    if (fault && fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults.splice(index, 1);
    }
    return fault;
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const what = url.pathname.replace(/^\/__control\/?/, '').replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    if (what === 'health') return send(res, 200, { ok: true });

    if (what === 'faults') {
      if (method === 'GET') return send(res, 200, { faults });
      if (method === 'DELETE') {
        faults.length = 0;
        releaseHanging();
        return send(res, 200, { ok: true, faults });
      }
      if (method === 'POST') {
        const input = (await readJson(req)) as Partial<Fault>;
        const fault = String(input.fault ?? '') as FaultKind;
        if (typeof input.match !== 'string' || input.match === '' || !FAULT_KINDS.includes(fault)) {
          throw new ControlError(`expected {match, fault: ${FAULT_KINDS.join('|')}, lang?, times?}`, 400);
        }
        if (input.lang !== undefined && input.lang !== 'uk' && input.lang !== 'en') throw new ControlError('lang is uk or en', 400);
        if (input.times !== undefined && !(Number.isInteger(input.times) && input.times > 0)) {
          throw new ControlError('times is a positive integer', 400);
        }
        try {
          pathMatcher(input.match);
        } catch {
          throw new ControlError('match is not a valid /regex/', 400);
        }
        const added: Fault = { match: input.match, fault, ...(input.lang ? { lang: input.lang } : {}), ...(input.times ? { times: input.times } : {}) };
        faults.push(added);
        return send(res, 200, { ok: true, faults });
      }
    }

    if (what === 'requests') {
      if (method === 'DELETE') {
        requests.length = 0;
        return send(res, 200, { ok: true });
      }
      if (method === 'GET') {
        const match = url.searchParams.get('match') ?? '';
        const selected = match ? requests.filter((r) => pathMatcher(match)(r.path)) : requests;
        return send(res, 200, { count: selected.length, paths: selected.map((r) => `${r.method} ${r.path}`), requests: selected });
      }
    }

    if (what === 'content') {
      if (method === 'GET') return send(res, 200, { files: overlayFiles() });
      if (method === 'DELETE') {
        clearOverlays(url.searchParams.get('file') ?? undefined);
        return send(res, 200, { ok: true, files: overlayFiles() });
      }
      if (method === 'POST') {
        const input = await readJson(req);
        const changes = (Array.isArray(input) ? input : [input]) as ContentChange[];
        try {
          const files = changes.map((change) => changeContent(change));
          return send(res, 200, { ok: true, files });
        } catch (error) {
          if (error instanceof ContentChangeError) throw new ControlError(error.message, error.status);
          throw error;
        }
      }
    }

    if (['health', 'faults', 'requests', 'content'].includes(what)) throw new ControlError('method not allowed', 405);
    throw new ControlError('unknown control path', 404);
  }

  async function cms(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.slice('/wp-json/'.length);
    const method = req.method ?? 'GET';
    const fault = findFault(path, url.searchParams.get('lang'));
    requests.push({ method, path: `${path}${url.search}`, at: new Date().toISOString(), ...(fault ? { fault: fault.fault } : {}) });

    if (fault) {
      switch (fault.fault) {
        case '500':
          return send(res, 500, { code: 'internal_server_error', message: 'Internal Server Error', data: { status: 500 } });
        case '429':
          return send(res, 429, { code: 'rate_limit', message: 'Too many attempts', data: { status: 429 } }, { 'retry-after': '60' });
        case 'malformed':
          return send(res, 200, MALFORMED);
        case 'wrong-shape':
          return send(res, 200, WRONG_SHAPE);
        case 'hang': {
          hanging.add(res);
          const timer = setTimeout(() => res.destroy(), HANG_MS);
          res.on('close', () => {
            clearTimeout(timer);
            hanging.delete(res);
          });
          return;
        }
      }
    }

    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      return send(res, 405, { code: 'rest_method_not_allowed', message: 'Method not allowed.', data: { status: 405 } }, { allow: 'GET, POST' });
    }
    let body: unknown;
    if (method === 'POST') {
      const text = await readBody(req);
      try {
        body = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        return send(res, 400, { code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } });
      }
    }
    const previewToken = req.headers['x-preview-token'];
    const result = await handleEmbedded({
      method: method === 'POST' ? 'POST' : 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      ...(typeof previewToken === 'string' && previewToken !== '' ? { previewToken } : {}),
    });
    const headers: Record<string, string> = {};
    if (result.total !== null) headers['x-wp-total'] = String(result.total);
    if (result.totalPages !== null) headers['x-wp-totalpages'] = String(result.totalPages);
    return send(res, result.status, result.body, headers);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const work = url.pathname.startsWith('/__control/')
      ? control(req, res, url)
      : url.pathname.startsWith('/wp-json/')
        ? cms(req, res, url)
        : Promise.resolve(send(res, 404, { code: 'rest_no_route', message: 'Not under /wp-json/.', data: { status: 404 } }));
    work.catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof ControlError) return send(res, error.status, { error: error.message });
      send(res, 500, { code: 'fixture_error', message: error instanceof Error ? error.message : String(error) });
    });
  });

  return {
    server,
    faults,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        releaseHanging();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
