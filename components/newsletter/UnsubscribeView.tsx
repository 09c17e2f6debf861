import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { UnsubscribeResult } from '@/lib/newsletter/unsubscribe-result';
import { TokenActionView } from './TokenActionView';

const RESULT_TEXT = { done: 'done', 'not-subscribed': 'notSubscribed', invalid: 'invalid', failed: 'failed' } as const;

/**
 * /{lang}/newsletter/unsubscribe: with a token, a question and a button that posts it
 * (/api/newsletter/unsubscribe); after the post, the result. The token is opaque (the CMS that
 * made it opens it), so the page names no address. A link without a valid-looking token is the
 * "invalid link" result.
 */
export function UnsubscribeView({ lang, texts, token, valid, result }: {
  lang: Locale;
  texts: Dictionary['unsubscribe'];
  token: string;
  valid: boolean;
  result: UnsubscribeResult | null;
}) {
  const shown = result ?? (valid ? null : 'invalid');
  return (
    <TokenActionView
      lang={lang}
      title={texts.title}
      action="/api/newsletter/unsubscribe"
      token={token}
      ask={texts.confirm}
      button={texts.button}
      result={shown === null ? null : { text: texts[RESULT_TEXT[shown]], ok: shown === 'done' || shown === 'not-subscribed' }}
      home={texts.home}
    />
  );
}
