import { ProgramNotFound } from '@/components/programs/ProgramNotFound';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** Unknown programme: status 404 with 'Program not found' and a back link to the list. */
export default function ProgramNotFoundRoute() {
  const texts = (lang: Locale) => {
    const d = getDictionary(lang);
    return { title: d.programs.detail.notFoundTitle, text: d.programs.detail.notFoundText, back: d.programs.detail.notFoundBack, siteName: t(lang, d.shell.siteName) };
  };
  return <ProgramNotFound texts={{ uk: texts('uk'), en: texts('en') }} />;
}
