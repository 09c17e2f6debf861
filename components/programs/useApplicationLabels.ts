'use client';

import type { Locale } from '@/lib/i18n/locales';
import { applicationLabels, type ApplicationLabels, type StatusTexts } from '@/lib/programs/labels';
import type { ApplicationInfo, StatusWindow } from '@/lib/programs/status';
import { useProgramStatus } from './useProgramStatus';

export interface StatusProps {
  program: StatusWindow;
  serverNow: string;
  lang: Locale;
  texts: StatusTexts;
}

/** A programme's application state at view time, and the words that show it. */
export function useApplicationLabels({ program, serverNow, lang, texts }: StatusProps): [ApplicationInfo, ApplicationLabels] {
  const info = useProgramStatus(program, serverNow);
  return [info, applicationLabels(info, texts, lang)];
}
