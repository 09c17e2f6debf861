import { fill } from '@/lib/i18n/fill';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { ApplicationInfo } from './status';

/** The status texts of the programs dictionary (passed to client islands as a prop). */
export interface StatusTexts {
  names: { active: string; upcoming: string; closed: string; inactive: string };
  applicationDeadline: string;
  applicationSubmission: string;
  noDeadline: string;
  submissionsStart: string;
  noDate: string;
  closed: string;
  statusLabel: string;
  buttons: { apply: string; comingSoon: string; closed: string; notAvailable: string };
  opensInNewTab: string;
}

export interface ApplicationLabels {
  deadlineLabel: string;
  /** What the deadline line shows: the deadline text, a date, 'No deadline', 'Submissions start …'. */
  deadlineValue: string;
  /** 'Closed' next to a crossed-out date, else ''. */
  closedNote: string;
  buttonText: string;
}

/** The words for a computed status, in the page's language. */
export function applicationLabels(info: ApplicationInfo, texts: StatusTexts, lang: Locale): ApplicationLabels {
  const display = info.display;
  let deadlineValue: string;
  switch (display.kind) {
    case 'text':
      deadlineValue = display.text;
      break;
    case 'noDeadline':
      deadlineValue = texts.noDeadline;
      break;
    case 'startsOn':
      deadlineValue = fill(texts.submissionsStart, { date: formatLongDate(display.date, lang) });
      break;
    case 'date':
      deadlineValue = formatLongDate(display.date, lang);
      break;
    case 'noDate':
      deadlineValue = texts.noDate;
      break;
  }
  return {
    deadlineLabel: texts[info.deadlineLabel],
    deadlineValue,
    closedNote: info.showCrossedDate ? texts.closed : '',
    buttonText: texts.buttons[info.buttonText],
  };
}
