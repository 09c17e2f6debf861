import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { dynamicContentTranslations } from '@/lib/dynamic-pages/dynamic-content';

/** An author's language link: the author's page in the other language. */
export default async function AuthorLanguageLinks({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, known } = await routeLang(params);
  if (!known) return <LanguageSwitch lang={lang} />;
  return <LanguageSwitch lang={lang} page={await dynamicContentTranslations(await slugFrom(params), lang, '/authors')} />;
}
