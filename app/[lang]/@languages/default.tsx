import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { routeLang } from '@/lib/i18n/params';

/**
 * The header's language links on every page without a translation of its own: the same path in
 * the other language. Pages whose slug differs between languages have their own slot page here.
 */
export default async function LanguageLinks({ params }: { params: Promise<{ lang: string }> }) {
  return <LanguageSwitch lang={(await routeLang(params)).lang} />;
}
