import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import type { UnsubscribeResult } from '@/lib/newsletter/unsubscribe-result';
import { TokenActionView } from './TokenActionView';

const RESULT_TEXT = { done: 'done', 'not-subscribed': 'notSubscribed', invalid: 'invalid', failed: 'failed' } as const;

/**
 * /{lang}/newsletter/unsubscribe: with a token, the address it names and a button that posts it
 * (/api/newsletter/unsubscribe); after the post, the result. A link without a valid-looking token
 * is the "invalid link" result.
 */
export function UnsubscribeView({ lang, texts, token, email, result }: {
  lang: Locale;
  texts: Dictionary['unsubscribe'];
  token: string;
  email: string | null;
  result: UnsubscribeResult | null;
}) {
  const shown = result ?? (email === null ? 'invalid' : null);
  return (
    <TokenActionView
      lang={lang}
      title={texts.title}
      action="/api/newsletter/unsubscribe"
      token={token}
      ask={fill(texts.confirm, { email: email ?? '' })}
      button={texts.button}
      result={shown === null ? null : { text: texts[RESULT_TEXT[shown]], ok: shown === 'done' || shown === 'not-subscribed' }}
      home={texts.home}
    />
  );
}
