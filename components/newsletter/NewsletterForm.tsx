'use client';

import { useId, useState, type FormEvent } from 'react';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { checkNewsletterEmail, newsletterOutcome } from '@/lib/newsletter/outcome';
import styles from './NewsletterForm.module.scss';

export interface NewsletterFormTexts {
  emailLabel: string;
  placeholder: string;
  button: string;
  submitting: string;
  decoyLabel: string;
  required: string;
  invalid: string;
  success: string;
  already: string;
  rateLimit: string;
  invalidEmail: string;
  blockedDomain: string;
  mailNotSent: string;
  generic: string;
  httpError: string;
  /** What signing up means (double opt-in): shown under the form, kept by the CMS with the sign-up. */
  consent: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; field: boolean };

/**
 * The newsletter signup (idle, submitting with inputs disabled and
 * 'Subscribing...', success or error). Posts to our /api/newsletter, never to the CMS. The hidden
 * decoy field is `website` on the news page and `honeypot` elsewhere (the Ukrainian programmes page).
 */
export function NewsletterForm({
  texts,
  decoyName,
  lang,
  className,
  labelVisible = false,
}: {
  texts: NewsletterFormTexts;
  decoyName: 'website' | 'honeypot';
  lang: Locale;
  className?: string;
  /** The e-mail field's label above it; otherwise only screen readers hear it (the placeholder shows). */
  labelVisible?: boolean;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [decoy, setDecoy] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const submitting = state.kind === 'submitting';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = checkNewsletterEmail(email);
    if (problem) {
      setState({ kind: 'error', message: problem === 'required' ? texts.required : texts.invalid, field: true });
      return;
    }
    setState({ kind: 'submitting' });
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), [decoyName]: decoy, lang, page: window.location.pathname }),
      });
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      const outcome = newsletterOutcome(response.status, body);
      switch (outcome.kind) {
        case 'success':
          setState({ kind: 'success', message: texts.success });
          setEmail('');
          break;
        case 'already':
          setState({ kind: 'success', message: texts.already });
          break;
        case 'http':
          setState({ kind: 'error', message: fill(texts.httpError, { status: outcome.status }), field: false });
          break;
        default:
          setState({ kind: 'error', message: texts[outcome.key], field: outcome.key === 'invalidEmail' || outcome.key === 'blockedDomain' });
      }
    } catch {
      setState({ kind: 'error', message: texts.generic, field: false });
    }
  }

  const messageId = `${id}-message`;
  const fieldError = state.kind === 'error' && state.field;
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate data-testid="newsletter-form">
      <label htmlFor={`${id}-email`} className={labelVisible ? styles.label : styles.visuallyHidden}>
        {texts.emailLabel}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-required="true"
          placeholder={texts.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
          aria-invalid={fieldError || undefined}
          aria-describedby={state.kind === 'success' || state.kind === 'error' ? `${id}-consent ${messageId}` : `${id}-consent`}
        />
        <div className={styles.decoy} aria-hidden="true">
          <label htmlFor={`${id}-${decoyName}`}>{texts.decoyLabel}</label>
          <input
            id={`${id}-${decoyName}`}
            type="text"
            name={decoyName}
            tabIndex={-1}
            autoComplete="off"
            value={decoy}
            onChange={(e) => setDecoy(e.target.value)}
            disabled={submitting}
          />
        </div>
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? texts.submitting : texts.button}
        </button>
      </div>
      <p id={`${id}-consent`} className={styles.consent}>
        {texts.consent}
      </p>
      <div aria-live="polite" role="status" className={styles.live}>
        {(state.kind === 'success' || state.kind === 'error') && (
          <p id={messageId} className={state.kind === 'success' ? styles.success : styles.error}>
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
