'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { kyivDay, programStatus, type ApplicationInfo, type ProgramWindow } from '@/lib/programs/status';

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

/** Today in Kyiv on the visitor's clock: the only thing of the time a status depends on. */
const clientDay = () => kyivDay(new Date());

/**
 * The application status at view time. A status changes only from one Kyiv day to the next (an
 * auto-managed window opens and closes by the day), so the day is what the component follows: the
 * server renders it for the day it built the page (`serverNow`), and after hydration the visitor's
 * clock decides, re-read every minute and when the page is shown again, so a page cached before a
 * window opened or closed never shows a stale state. On the day the page was built, the day read on
 * the visitor's clock is the server's, and hydration is followed by no second render of every status.
 */
export function useProgramStatus(program: ProgramWindow, serverNow: string): ApplicationInfo {
  const day = useSyncExternalStore(subscribe, clientDay, () => kyivDay(new Date(serverNow)));
  const { deadline, submit, auto_manage_submissions, application_start_date, application_end_date } = program;
  return useMemo(
    // Noon UTC is the same calendar day in Kyiv, whatever its offset.
    () => programStatus({ deadline, submit, auto_manage_submissions, application_start_date, application_end_date }, new Date(`${day}T12:00:00Z`)),
    [deadline, submit, auto_manage_submissions, application_start_date, application_end_date, day],
  );
}
