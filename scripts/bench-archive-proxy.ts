import { createServer, request as httpRequest, type Server } from 'node:http';

/** One call the site made to WordPress, as the proxy in between saw it. */
export interface CmsRead {
  /** The path under /wp-json/ with slugs and ids replaced (`fulbright-react/v1/news/{slug}?lang`). */
  endpoint: string;
  url: string;
  status: number;
  bytes: number;
  ms: number;
}

/** Item paths whose last segment names one item: grouped as one endpoint. */
const ITEM_PATH = /^(.*\/(?:news|program-by-slug|dynamic-content|seo|posts))\/[^/?]+$/;

/** `fulbright-react/v1/news/some-slug?lang=uk&page=2` → `fulbright-react/v1/news/{item}?lang&page`. */
export function endpointOf(url: string): string {
  const parsed = new URL(url, 'http://x');
  const path = parsed.pathname.replace(/^\/wp-json\//, '');
  const grouped = path.replace(ITEM_PATH, '$1/{item}');
  const keys = [...new Set([...parsed.searchParams.keys()])].sort();
  return keys.length ? `${grouped}?${keys.join('&')}` : grouped;
}

export interface RecordingProxy {
  url: string;
  /** Every read since the last `take()`, which empties the list. */
  take: () => CmsRead[];
  close: () => Promise<void>;
}

/**
 * A plain HTTP proxy in front of WordPress that records the time and the size of each answer:
 * the bytes the site fetched from the CMS per render, and the time each contract read took.
 */
export async function startRecordingProxy(port: number, target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  let reads: CmsRead[] = [];
  const server: Server = createServer((req, res) => {
    const started = performance.now();
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        let bytes = 0;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          res.write(chunk);
        });
        answer.on('end', () => {
          res.end();
          const url = req.url ?? '/';
          if (url.startsWith('/wp-json/')) {
            reads.push({ endpoint: endpointOf(url), url, status: answer.statusCode ?? 0, bytes, ms: performance.now() - started });
          }
        });
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = reads;
      reads = [];
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
