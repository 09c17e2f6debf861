import { SITE_TIME_ZONE } from '@/lib/i18n/format';

/**
 * Programme application status, spec part 1 §4, in this priority order:
 * 1. Deadline text non-empty: active if submit is true, otherwise closed (date shown crossed out).
 * 2. No deadline but submit true: active, 'No deadline' (mode manual_no_deadline).
 * 3. auto_manage_submissions with start and end dates, compared by calendar day (Kyiv):
 *    before start upcoming; from start through end inclusive active; after end closed.
 * 4. Otherwise inactive ('No date specified').
 * Only active allows applying.
 */
export type ProgramStatus = 'active' | 'upcoming' | 'closed' | 'inactive';
export type ProgramMode = 'deadline' | 'manual_no_deadline' | 'auto' | 'none';

export interface StatusInput {
  deadline: string;
  submit: boolean;
  auto_manage_submissions: boolean;
  application_start_date: string;
  application_end_date: string;
}

export interface ApplicationInfo {
  status: ProgramStatus;
  mode: ProgramMode;
  /** Which deadline label applies: 'Application Submission' for manual_no_deadline, else 'Application deadline'. */
  deadlineLabel: 'submission' | 'deadline';
  /** What the deadline line shows. */
  display:
    | { kind: 'text'; text: string }
    | { kind: 'no-deadline' }
    | { kind: 'starts'; date: string }
    | { kind: 'ends'; date: string }
    | { kind: 'ended'; date: string }
    | { kind: 'none' };
  showCrossedDate: boolean;
  canApply: boolean;
  /** The apply control's text: 'apply' or 'coming-soon' (upcoming) or 'closed'. */
  button: 'apply' | 'coming-soon' | 'closed';
}

/** The calendar day (YYYY-MM-DD) of an instant in Kyiv, whatever the server's time zone. */
export function kyivDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The calendar day of a CMS date ('2030-09-01' or '2030-09-01 10:00:00', Kyiv local), or null. */
export function cmsDay(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] ?? null;
}

export function programStatus(program: StatusInput, now: Date): ApplicationInfo {
  const deadline = program.deadline.trim();
  if (deadline !== '') {
    const active = program.submit;
    return {
      status: active ? 'active' : 'closed',
      mode: 'deadline',
      deadlineLabel: 'deadline',
      display: { kind: 'text', text: deadline },
      showCrossedDate: !active,
      canApply: active,
      button: active ? 'apply' : 'closed',
    };
  }
  if (program.submit) {
    return {
      status: 'active',
      mode: 'manual_no_deadline',
      deadlineLabel: 'submission',
      display: { kind: 'no-deadline' },
      showCrossedDate: false,
      canApply: true,
      button: 'apply',
    };
  }
  const start = cmsDay(program.application_start_date);
  const end = cmsDay(program.application_end_date);
  if (program.auto_manage_submissions && start && end) {
    const today = kyivDay(now);
    if (today < start) {
      return { status: 'upcoming', mode: 'auto', deadlineLabel: 'deadline', display: { kind: 'starts', date: start }, showCrossedDate: false, canApply: false, button: 'coming-soon' };
    }
    if (today <= end) {
      return { status: 'active', mode: 'auto', deadlineLabel: 'deadline', display: { kind: 'ends', date: end }, showCrossedDate: false, canApply: true, button: 'apply' };
    }
    return { status: 'closed', mode: 'auto', deadlineLabel: 'deadline', display: { kind: 'ended', date: end }, showCrossedDate: true, canApply: false, button: 'closed' };
  }
  return { status: 'inactive', mode: 'none', deadlineLabel: 'deadline', display: { kind: 'none' }, showCrossedDate: false, canApply: false, button: 'closed' };
}

/**
 * The next instant at which the status of an auto-managed programme changes (Kyiv midnight at
 * the start day, and after the end day), or null. Pages use it so a cached status is never stale.
 */
export function nextStatusChange(program: StatusInput, now: Date): Date | null {
  if (program.deadline.trim() !== '' || program.submit || !program.auto_manage_submissions) return null;
  const start = cmsDay(program.application_start_date);
  const end = cmsDay(program.application_end_date);
  if (!start || !end) return null;
  const today = kyivDay(now);
  const boundary = today < start ? start : today <= end ? addDays(end, 1) : null;
  return boundary ? kyivMidnight(boundary) : null;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant of 00:00 in Kyiv on a calendar day (UTC+2 or UTC+3 depending on summer time). */
export function kyivMidnight(day: string): Date {
  for (const offset of [2, 3]) {
    const candidate = new Date(`${day}T00:00:00+0${offset}:00`);
    if (kyivDay(candidate) === day && kyivDay(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  return new Date(`${day}T00:00:00+02:00`);
}
