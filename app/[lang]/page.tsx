import { REVALIDATE } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';

export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here

export default async function HomeRoute({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await langFrom(params);
  return <h1>{t(lang, getDictionary(lang).shell.siteName)}</h1>;
}
