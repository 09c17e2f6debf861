import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { importWithEnv } from '@/test/import-with-env';
import { missingSiteUrlWarning, readConfig } from './config';

/**
 * Issue 20, item 9: "SITE_URL unset in production. Canonical links, hreflang, the sitemap, feeds
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
