import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { ConfirmResult } from '@/lib/newsletter/confirm-result';
import { TokenActionView } from './TokenActionView';

/**
 * /{lang}/newsletter/confirm: with the token of the confirmation mail, a button that posts it
 * (/api/newsletter/confirm); after the post, the result. A link without a valid-looking token is
 * the "invalid link" result.
 */
export function ConfirmSubscriptionView({ lang, texts, token, result }: {
  lang: Locale;
  texts: Dictionary['confirmSubscription'];
  token: string | null;
  result: ConfirmResult | null;
}) {
  const shown = result ?? (token === null ? 'invalid' : null);
  const confirmed = shown === 'done' || shown === 'already';
  return (
    <TokenActionView
      lang={lang}
      title={confirmed ? texts.confirmedTitle : texts.title}
      action="/api/newsletter/confirm"
      token={token ?? ''}
      ask={texts.ask}
      button={texts.button}
      result={shown === null ? null : { text: texts[shown], ok: confirmed }}
      home={texts.home}
    />
  );
}
