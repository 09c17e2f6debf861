'use client';

import { useId, useState, type FormEvent } from 'react';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { checkNewsletterEmail, newsletterOutcome } from '@/lib/newsletter/outcome';
import styles from './UkrainePrograms.module.scss';

export interface SubscribeLabels {
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  submitting: string;
  required: string;
  invalid: string;
  success: string;
  already: string;
  rateLimit: string;
  blockedDomain: string;
  generic: string;
  httpError: string;
  network: string;
  decoyLabel: string;
}

type State = { status: 'idle' } | { status: 'submitting' } | { status: 'success' | 'error'; message: string };

/** The email subscribe form of the Ukrainian programmes page; it posts to our newsletter route. */
export function SubscribeForm({ lang, labels }: { lang: Locale; labels: SubscribeLabels }) {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const id = useId();
  const submitting = state.status === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = checkNewsletterEmail(email);
    if (invalid) {
      setState({ status: 'error', message: labels[invalid] });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), honeypot, lang }),
      });
      const body: unknown = await response.json().catch(() => null);
      // The same mapping as the site's newsletter section (spec part 1 §8).
      const outcome = newsletterOutcome(response.status, body);
      if (outcome.kind === 'success' || outcome.kind === 'already') {
        setEmail('');
        setState({ status: 'success', message: labels[outcome.kind] });
      } else if (outcome.kind === 'http') {
        setState({ status: 'error', message: fill(labels.httpError, { code: outcome.status }) });
      } else {
        setState({ status: 'error', message: labels[outcome.key === 'invalidEmail' ? 'invalid' : outcome.key] });
      }
    } catch {
      setState({ status: 'error', message: labels.network });
    }
  }

  return (
    <form className={styles.subscribe} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-email`} className={styles.subscribeLabel}>
        {labels.emailLabel}
      </label>
      <div className={styles.subscribeRow}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={labels.emailPlaceholder}
          value={email}
          disabled={submitting}
          aria-invalid={state.status === 'error' || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => setEmail(event.target.value)}
          className={styles.subscribeInput}
        />
        <button type="submit" className={styles.subscribeButton} disabled={submitting}>
          {submitting ? labels.submitting : labels.submit}
        </button>
      </div>
      <div className={styles.decoy} aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>{labels.decoyLabel}</label>
        <input
          id={`${id}-honeypot`}
          type="text"
          name="honeypot"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <p
        id={`${id}-status`}
        className={state.status === 'success' ? styles.success : state.status === 'error' ? styles.error : styles.status}
        role="status"
      >
        {state.status === 'success' || state.status === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
