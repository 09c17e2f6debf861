'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { programStatus, type ApplicationInfo, type ProgramWindow } from '@/lib/programs/status';

const TICK_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const id = window.setInterval(onChange, TICK_MS);
  const onVisible = () => document.visibilityState === 'visible' && onChange();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(id);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
// A value that stays the same within a minute, so React sees a stable snapshot.
const clientMinute = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/**
 * The application status at view time. The server renders it for the instant it built the page
 * (`serverNow`); after hydration the visitor's clock decides, and it is re-read every minute, so
 * a page cached before a window opened or closed never shows a stale state.
 */
export function useProgramStatus(program: ProgramWindow, serverNow: string): ApplicationInfo {
  const now = useSyncExternalStore(subscribe, clientMinute, () => Date.parse(serverNow));
  const { deadline, submit, auto_manage_submissions, application_start_date, application_end_date } = program;
  return useMemo(
    () =>
      programStatus({ deadline, submit, auto_manage_submissions, application_start_date, application_end_date }, new Date(now)),
    [deadline, submit, auto_manage_submissions, application_start_date, application_end_date, now],
  );
}
