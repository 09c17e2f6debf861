import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * A route's static twin: its own server HTML with every script taken out, served from an origin
 * that answers everything else (styles are inline; fonts, images, icons) from the site itself. It
 * paints the same content with the same bytes and requests, and runs nothing: the fastest that
 * content can paint on the network Lighthouse applies, the yardstick for the route's LCP.
 */

/**
 * The HTML without its scripts: every `<script>` element (Next's bootstrap, its chunks, the RSC
 * payload, structured data) and every link that only fetches a script (`preload as=script`,
 * `modulepreload`), so that the twin spends no bandwidth on code it will not run.
 */
export function staticTwin(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (link) => (/\brel=["']?modulepreload\b/i.test(link) || (/\brel=["']?preload\b/i.test(link) && /\bas=["']?script\b/i.test(link)) ? '' : link));
}

export interface TwinServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

function sendTwin(req: IncomingMessage, res: ServerResponse, html: string) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function proxy(req: IncomingMessage, res: ServerResponse, site: URL) {
  const upstream = request(
    { host: site.hostname, port: site.port, method: req.method, path: req.url, headers: { ...req.headers, host: site.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/**
 * Serves `pages` (path → the twin's HTML) on `port`, and proxies every other request to `siteOrigin`
 * as it is, so the twin's fonts, images and icons are the site's own answers, from the twin's origin.
 */
export async function startTwinServer(port: number, siteOrigin: string, pages: Record<string, string>): Promise<TwinServer> {
  const site = new URL(siteOrigin);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://twin').pathname;
    const html = pages[path];
    if (html !== undefined && (req.method === 'GET' || req.method === 'HEAD')) sendTwin(req, res, html);
    else proxy(req, res, site);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    url: (path) => `http://127.0.0.1:${listening}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
