import { KYIV_UTC_OFFSET_MINUTES } from '@/lib/constants';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { wpLocalDate } from '@/lib/cms/wp-date';

/** The fields of a programme that decide its application status. */
export interface ProgramWindow {
  deadline: string;
  submit: boolean;
  auto_manage_submissions: boolean;
  application_start_date: string;
  application_end_date: string;
}

declare const picked: unique symbol;
/**
 * A programme's window reduced to its five fields, as client status components take it. A whole
 * programme passed as a client prop is serialized into the page's RSC payload once more (on a
 * programme page, its full text), so the components accept only what `programWindow` returns.
 */
export type StatusWindow = ProgramWindow & { readonly [picked]: true };

export function programWindow(program: ProgramWindow): StatusWindow {
  const { deadline, submit, auto_manage_submissions, application_start_date, application_end_date } = program;
  return { deadline, submit, auto_manage_submissions, application_start_date, application_end_date } as StatusWindow;
}

type ProgramStatus = 'active' | 'upcoming' | 'closed' | 'inactive';
/** Which of the spec's four rules decided: deadline text, manual without deadline, auto-managed window, none. */
type ApplicationMode = 'deadline_text' | 'manual_no_deadline' | 'auto_managed' | 'none';

/** Keys into the programs dictionary's `status` texts (both languages carry every key). */
type DeadlineLabelKey = 'applicationDeadline' | 'applicationSubmission';
type DeadlineDisplay =
  | { kind: 'text'; text: string }
  | { kind: 'noDeadline' }
  | { kind: 'startsOn'; date: string }
  | { kind: 'date'; date: string }
  | { kind: 'noDate' };
type ButtonTextKey = 'apply' | 'comingSoon' | 'closed' | 'notAvailable';

export interface ApplicationInfo {
  status: ProgramStatus;
  mode: ApplicationMode;
  deadlineLabel: DeadlineLabelKey;
  display: DeadlineDisplay;
  showCrossedDate: boolean;
  canApply: boolean;
  buttonText: ButtonTextKey;
}

/** Made on first use, and seldom used (kyivDay). */
let kyivDayFormat: Intl.DateTimeFormat | undefined;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar day ('YYYY-MM-DD') an instant falls on in Kyiv, whatever the process's zone. Both
 * of Kyiv's offsets give the same day except in the hour before its midnight, so only that hour
 * needs the time zone's rules: making a formatter with a time zone costs a page's main thread 10 ms
 * or more, and the home's badges work out this day for every auto-managed programme as it hydrates.
 */
export function kyivDay(instant: Date): string {
  const winter = utcDay(instant.getTime() + KYIV_UTC_OFFSET_MINUTES.winter * 60_000);
  if (winter === utcDay(instant.getTime() + KYIV_UTC_OFFSET_MINUTES.summer * 60_000)) return winter;
  kyivDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = kyivDayFormat.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The Kyiv calendar day of a CMS date, or null. WordPress writes local Kyiv dates without a zone
 * ('2030-09-01', '2030-09-01 00:00:00'): their day is the first ten characters. A value with an
 * explicit zone ('…Z', '…+03:00') is an instant, converted to its Kyiv day.
 */
export function cmsDay(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const local = wpLocalDate(trimmed);
  if (local) return local.day;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : kyivDay(instant);
}

/**
 * Programme application status, computed in this priority order:
 * 1. deadline text; 2. submit without deadline (manual_no_deadline); 3. auto-managed start and end
 * compared by calendar day, end inclusive; 4. otherwise inactive. Only active allows applying.
 */
export function programStatus(program: ProgramWindow, now: Date): ApplicationInfo {
  const deadline = program.deadline.trim();
  if (deadline) return openOrClosed('deadline_text', { kind: 'text', text: deadline }, program.submit);
  if (program.submit) {
    return {
      status: 'active',
      mode: 'manual_no_deadline',
      deadlineLabel: 'applicationSubmission',
      display: { kind: 'noDeadline' },
      showCrossedDate: false,
      canApply: true,
      buttonText: 'apply',
    };
  }
  const start = cmsDay(program.application_start_date);
  const end = cmsDay(program.application_end_date);
  if (program.auto_manage_submissions && start && end) {
    const today = kyivDay(now);
    if (today < start) return { ...NOT_OPEN, status: 'upcoming', mode: 'auto_managed', display: { kind: 'startsOn', date: start }, buttonText: 'comingSoon' };
    return openOrClosed('auto_managed', { kind: 'date', date: end }, today <= end);
  }
  return { ...NOT_OPEN, status: 'inactive', mode: 'none', display: { kind: 'noDate' }, buttonText: 'notAvailable' };
}

/** A window that has not opened, or that no date opens. */
const NOT_OPEN = { deadlineLabel: 'applicationDeadline', showCrossedDate: false, canApply: false } as const;

/** A window that is open now (apply) or has closed (its date crossed out). */
function openOrClosed(mode: ApplicationMode, display: DeadlineDisplay, open: boolean): ApplicationInfo {
  return {
    status: open ? 'active' : 'closed',
    mode,
    deadlineLabel: 'applicationDeadline',
    display,
    showCrossedDate: !open,
    canApply: open,
    buttonText: open ? 'apply' : 'closed',
  };
}

/** The application window as whole Kyiv days, when the programme states both dates. */
export function applicationWindow(program: ProgramWindow): { start: string; end: string } | null {
  const start = cmsDay(program.application_start_date);
  const end = cmsDay(program.application_end_date);
  return start && end && start <= end ? { start, end } : null;
}
