import { ConfirmSubscriptionView } from '@/components/newsletter/ConfirmSubscriptionView';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { CONFIRM_TOKEN, toConfirmResult } from '@/lib/newsletter/confirm-result';
import { dictionaryMetadata } from '../../_routes/dictionary-metadata';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = dictionaryMetadata('/newsletter/confirm', (lang) => getDictionary(lang).confirmSubscription, { noindex: true });

/** The newsletter's confirmation link (`?token=` from the mail) and the result of its button (`?result=`). */
export default async function ConfirmSubscriptionRoute({ params, searchParams }: Props) {
  const lang = await langFrom(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' && CONFIRM_TOKEN.test(query.token) ? query.token : null;
  return <ConfirmSubscriptionView lang={lang} texts={getDictionary(lang).confirmSubscription} token={token} result={toConfirmResult(query.result)} />;
}

export const dynamicParams = false;
