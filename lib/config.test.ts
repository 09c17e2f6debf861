import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { importWithEnv } from '@/test/import-with-env';
import { missingSiteUrlWarning, readConfig } from './config';

/**
 * "SITE_URL unset in production. Canonical links, hreflang, the sitemap, feeds
 * and share images then all point to http://localhost:3000. next build and next start in
 * production without SITE_URL print a loud warning naming the setting."
 */
const loadNextConfig = (env: Record<string, string | undefined>) => importWithEnv(env, () => import('@/next.config'));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SITE_URL', () => {
  it('is reported unset only when it is unset or blank', () => {
    expect(readConfig({}).siteUrlConfigured).toBe(false);
    expect(readConfig({ SITE_URL: '  ' }).siteUrlConfigured).toBe(false);
    expect(readConfig({ SITE_URL: 'https://www.example.org' }).siteUrlConfigured).toBe(true);
    expect(missingSiteUrlWarning(readConfig({ SITE_URL: 'https://www.example.org' }))).toBeNull();
    expect(missingSiteUrlWarning(readConfig({}))).toMatch(/SITE_URL is not set[\s\S]*http:\/\/localhost:3000/);
  });

  it.each([PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER])('next.config warns loudly in %s when it is unset', async (phase) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nextConfig = await loadNextConfig({ SITE_URL: undefined });
    nextConfig.default(phase);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SITE_URL is not set'));
  });

  it('says nothing when it is set, or in development', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (await loadNextConfig({ SITE_URL: 'https://www.example.org' })).default(PHASE_PRODUCTION_BUILD);
    (await loadNextConfig({ SITE_URL: undefined })).default(PHASE_DEVELOPMENT_SERVER);
    expect(warn).not.toHaveBeenCalled();
  });
});

/**
 * "When REDIS_URL is set, Next's cache lives in Redis … With REDIS_URL unset, behaviour
 * stays exactly as today."
 */
describe('REDIS_URL', () => {
  /** Next's file-system cache with the site's rule for unknown addresses. */
  const LOCAL_HANDLER = path.join(process.cwd(), 'lib', 'cache', 'file-system-handler.mjs');

  it('unset, leaves Next with its own file-system cache (and the 404 rule) in every phase', async () => {
    const nextConfig = await loadNextConfig({ REDIS_URL: undefined, SITE_URL: 'https://www.example.org' });
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER, PHASE_DEVELOPMENT_SERVER]) {
      const settings = nextConfig.default(phase);
      expect(settings.cacheHandler).toBe(LOCAL_HANDLER);
      expect(settings.cacheMaxMemorySize).toBeUndefined();
    }
  });

  it('set, gives `next start` the shared cache handler and no per-instance memory copy; the build keeps its own', async () => {
    const nextConfig = await loadNextConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SITE_URL: 'https://www.example.org' });
    const server = nextConfig.default(PHASE_PRODUCTION_SERVER);
    expect(server.cacheHandler).toBe(path.join(process.cwd(), 'lib', 'cache', 'shared-handler.mjs'));
    expect(existsSync(server.cacheHandler ?? '')).toBe(true);
    expect(server.cacheMaxMemorySize).toBe(0);
    expect(nextConfig.default(PHASE_PRODUCTION_BUILD).cacheHandler).toBe(LOCAL_HANDLER);
    expect(nextConfig.default(PHASE_DEVELOPMENT_SERVER).cacheHandler).toBe(LOCAL_HANDLER);
  });

  it('must be a redis:// or rediss:// URL', () => {
    expect(readConfig({ REDIS_URL: 'redis://:secret@10.0.0.5:6379/2' }).redisUrl).toBe('redis://:secret@10.0.0.5:6379/2');
    expect(readConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(() => readConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(/redis:\/\//);
  });
});
