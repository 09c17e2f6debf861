import { test as base } from '@playwright/test';
import { E2E } from './env';
import * as control from './fixture-cms/control';
import type { ContentChange, FaultKind } from './fixture-cms/control';

/** The e2e fixture CMS's control API (scripts/cms-server.ts), through the typed client. */
export type Fault = FaultKind;

export const cms = {
  injectFault: (match: string, fault: Fault, extra: { lang?: 'uk' | 'en'; times?: number } = {}) => control.injectFault(E2E.cmsUrl, match, fault, extra),
  clearFaults: () => control.clearFaults(E2E.cmsUrl),
  requests: async (match: string) => {
    const requests = await control.requestLog(E2E.cmsUrl, match);
    return { requests, count: requests.length };
  },
  resetRequests: () => control.resetRequests(E2E.cmsUrl),
  patchContent: (change: ContentChange | ContentChange[]) => control.patchContent(E2E.cmsUrl, change),
  resetContent: () => control.resetContent(E2E.cmsUrl),
};

/** Tests that inject faults run one at a time and always clear them afterwards. */
export const faultTest = base.extend<{ faults: typeof cms }>({
  faults: async ({}, provide) => {
    await cms.clearFaults();
    await provide(cms);
    await cms.clearFaults();
    await cms.resetContent();
  },
});
