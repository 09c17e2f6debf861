import type { Metadata } from 'next';
import { ParticipantsPageView } from '@/components/participants/ParticipantsPageView';
import { getPrograms } from '@/lib/cms/programs';
import { catalogueProgramCount } from '@/lib/programs/groups';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  return pageMetadata({ lang, path: '/participants', texts: getDictionary(lang).participants });
}

export default async function ParticipantsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const groups = await getPrograms(lang);
  return <ParticipantsPageView lang={lang} programCount={catalogueProgramCount(groups, lang)} />;
}

export const dynamicParams = false;
