import { UnsubscribeView } from '@/components/newsletter/UnsubscribeView';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { isTokenShaped } from '@/lib/cms/rules/unsubscribe-token';
import { toUnsubscribeResult } from '@/lib/newsletter/unsubscribe-result';
import { dictionaryMetadata } from '../../_routes/dictionary-metadata';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = dictionaryMetadata('/newsletter/unsubscribe', (lang) => getDictionary(lang).unsubscribe, { noindex: true });

/** The newsletter's unsubscribe link (`?token=` from the mail) and the result of its button (`?result=`). */
export default async function UnsubscribeRoute({ params, searchParams }: Props) {
  const lang = await langFrom(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  return (
    <UnsubscribeView lang={lang} texts={getDictionary(lang).unsubscribe} token={token} valid={isTokenShaped(token)} result={toUnsubscribeResult(query.result)} />
  );
}

export const dynamicParams = false;
