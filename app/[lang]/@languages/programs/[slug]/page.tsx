import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { itemTranslations } from '@/lib/i18n/routing';
import { resolveProgram } from '@/lib/programs/program-data';

/** A programme's language link: its translation, else the other language's programme list. */
export default async function ProgramLanguageLinks({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, known } = await routeLang(params);
  const slug = await slugFrom(params);
  const resolution = known ? await resolveProgram(slug, lang) : null;
  if (resolution?.kind !== 'program') return <LanguageSwitch lang={lang} />;
  return <LanguageSwitch lang={lang} page={itemTranslations(lang, '/programs', slug, resolution.program.alternate_slug)} />;
}
