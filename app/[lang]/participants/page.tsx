import { ParticipantsPageView } from '@/components/participants/ParticipantsPageView';
import { getPrograms } from '@/lib/cms/programs';
import { catalogueProgramCount } from '@/lib/programs/groups';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { dictionaryMetadata } from '../_routes/dictionary-metadata';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = dictionaryMetadata('/participants', (lang) => getDictionary(lang).participants);

export default async function ParticipantsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const groups = await getPrograms(lang);
  return <ParticipantsPageView lang={lang} programCount={catalogueProgramCount(groups, lang)} />;
}

export const dynamicParams = false;
