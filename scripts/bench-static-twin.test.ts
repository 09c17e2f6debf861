import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTwinServer, staticTwin, type TwinServer } from './bench-static-twin';

// The head and body of a page as Next 16 writes them (abridged).
const PAGE = [
  '<!DOCTYPE html><html lang="uk"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter_cyrillic.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/module.js"/>',
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fhero.jpg&amp;w=640&amp;q=75 640w" fetchPriority="high"/>',
  '<style data-precedence="next">.hero{color:red}</style>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><main><h1 class="hero">Програма</h1><img src="/_next/image?url=%2Fhero.jpg&amp;w=640&amp;q=75" alt=""/></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\u003c/script\\u003e}"])</script>',
  '<noscript><p>Без JavaScript</p></noscript></body></html>',
].join('');

describe("a route's static twin: its own HTML with every script removed", () => {
  const twin = staticTwin(PAGE);

  it('has no script element and no link that only fetches a script', () => {
    expect(twin).not.toMatch(/<script/i);
    expect(twin).not.toMatch(/as="script"|modulepreload/);
  });

  it('keeps what paints: the inlined styles, the font and image preloads, the markup, the noscript content', () => {
    for (const kept of ['<style data-precedence="next">.hero{color:red}</style>', 'as="font"', 'as="image"', '<h1 class="hero">Програма</h1>', '<img src="/_next/image', '<noscript>']) expect(twin).toContain(kept);
  });
});

describe("the twin's server: the twin's HTML at the route's path, everything else from the site", () => {
  let site: ReturnType<typeof createServer>;
  let server: TwinServer;
  let siteHost = '';
  const siteRequests: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      siteRequests.push(`${req.method} ${req.url} ${req.headers.host}`);
      res.writeHead(req.url?.startsWith('/_next/image') ? 200 : 404, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=60' });
      res.end('IMAGE');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
    const address = site.address();
    siteHost = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    server = await startTwinServer(0, `http://${siteHost}`, { '/uk/news': staticTwin(PAGE) });
  });

  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it('serves the twin gzip-compressed, as the site serves its HTML', async () => {
    const response = await fetch(server.url('/uk/news?x=1'), { headers: { 'accept-encoding': 'identity' } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await response.text()).toBe(staticTwin(PAGE));
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const url = new URL(server.url('/uk/news'));
      import('node:http').then(({ get }) =>
        get({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(staticTwin(PAGE));
  });

  it("answers every other request with the site's own answer, status and headers", async () => {
    const image = await fetch(server.url('/_next/image?url=%2Fhero.jpg&w=640&q=75'));
    expect([image.status, image.headers.get('cache-control'), await image.text()]).toEqual([200, 'public, max-age=60', 'IMAGE']);
    expect((await fetch(server.url('/uk/programs'))).status).toBe(404);
    expect(siteRequests).toEqual([`GET /_next/image?url=%2Fhero.jpg&w=640&q=75 ${siteHost}`, `GET /uk/programs ${siteHost}`]);
  });
});
