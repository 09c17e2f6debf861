import type { CardLabels } from '@/components/programs/ProgramCard';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** The status and card texts client islands need, in the page's language. */
export function cardLabels(lang: Locale): CardLabels {
  const d = getDictionary(lang).programs;
  return {
    status: d.status,
    deadlineLabel: d.deadlineLabel,
    submissionLabel: d.submissionLabel,
    noDeadline: d.noDeadline,
    submissionsStart: d.submissionsStart,
    submissionsEnd: d.submissionsEnd,
    closedOn: d.closedOn,
    noDate: d.noDate,
    apply: d.apply,
    comingSoon: d.comingSoon,
    closed: d.closed,
    opensInNewTab: d.opensInNewTab,
    learnMore: d.learnMore,
  };
}
