import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '../lib/security-headers';
import { startNginxFront, type NginxFront } from '../test/support/nginx-front';
import { freePort } from '../test/support/fixture-cms/process';
import { E2E } from '../test/support/env';

/**
 * The forwarding and the security headers, run through the shipped nginx front (deploy/nginx.conf): it sets the
 * forwarding headers itself, and every response carries the security headers once, also Node's
 * own 431 and a bare 500, which the site cannot decorate. One front stands before an upstream
 * that echoes what it received, another before the suite's site.
 */
test.describe.configure({ mode: 'serial' });

interface Raw {
  status: number;
  body: string;
  /** Header name (lower case) → every value sent under it. */
  headers: Record<string, string[]>;
}

function raw(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all: Record<string, string[]> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) (all[res.rawHeaders[i]!.toLowerCase()] ??= []).push(res.rawHeaders[i + 1]!);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: all });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeadersOnce(response: Raw) {
  for (const { key, value } of securityHeaders(true)) expect(response.headers[key.toLowerCase()], key).toEqual([value]);
}

let dir: string;
let echo: http.Server;
let echoFront: NginxFront;
let siteFront: NginxFront;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
  // nginx's workers (not root) keep the micro-cache under it.
  chmodSync(dir, 0o755);
  echo = http.createServer((req, res) => {
    // A bare 500, as Node or Next sends when the app never got to add its headers.
    if (req.url === '/boom') return res.writeHead(500).end('boom');
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoFront = await startNginxFront(await freePort(), [`127.0.0.1:${(echo.address() as AddressInfo).port}`], path.join(dir, 'echo'));
  siteFront = await startNginxFront(await freePort(), [`127.0.0.1:${E2E.sitePort}`], path.join(dir, 'site'));
});

test.afterAll(async () => {
  echoFront?.stop();
  siteFront?.stop();
  await new Promise((resolve) => echo?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('the front sets the forwarding headers itself, whatever the client sent', async () => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.66', 'x-real-ip': '203.0.113.66', 'x-forwarded-proto': 'https' };
  const response = await raw(echoFront.url, '/uk', forged);
  expect(response.status).toBe(200);
  const seen = JSON.parse(response.body) as Record<string, string>;
  const front = new URL(echoFront.url);
  expect(seen).toMatchObject({
    'x-forwarded-host': front.host,
    'x-forwarded-for': '127.0.0.1',
    'x-real-ip': '127.0.0.1',
    'x-forwarded-proto': 'http',
  });
});

test('a page through the front carries each security header once', async () => {
  const response = await raw(siteFront.url, '/uk');
  expect(response.status).toBe(200);
  expectSecurityHeadersOnce(response);
});

test("a bare 500 from upstream and Node's own 431 get the security headers too", async () => {
  const failed = await raw(echoFront.url, '/boom');
  expect(failed.status).toBe(500);
  expectSecurityHeadersOnce(failed);

  // Past Node's 16 KB of request headers the site's server answers 431 before Next sees the request.
  const large = Object.fromEntries(['a', 'b', 'c'].map((n) => [`x-large-${n}`, 'x'.repeat(6000)]));
  // A query of its own, so the micro-cache cannot answer in the site's place.
  const tooLarge = await raw(siteFront.url, `/uk?large=${Date.now()}`, large);
  expect(tooLarge.status).toBe(431);
  expectSecurityHeadersOnce(tooLarge);
});

test("nginx's own errors carry them as well", async () => {
  const response = await raw(echoFront.url, '/uk', { 'x-huge': 'x'.repeat(10_000) });
  expect(response.status).toBe(400);
  expectSecurityHeadersOnce(response);
});
