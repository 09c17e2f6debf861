import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { alumniPage } from '../../[slug]/alumni-page';
import { dynamicContentTranslations } from '@/lib/dynamic-pages/dynamic-content';
import { founderPage } from '../../[slug]/founder-page';

/** A content page's language link: its translation (founder and alumni share their slug). */
export default async function ContentLanguageLinks({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, known } = await routeLang(params);
  const slug = await slugFrom(params);
  if (!known || founderPage.matches(slug) || alumniPage.matches(slug)) return <LanguageSwitch lang={lang} />;
  return <LanguageSwitch lang={lang} page={await dynamicContentTranslations(slug, lang, '')} />;
}
