'use client';

import { useId, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, MESSAGE_ROWS } from '@/lib/constants';
import { contactAnswer } from '@/lib/contact/answer';
import { checkContactForm, type ContactFormValues } from '@/lib/contact/validate';
import type { Locale } from '@/lib/i18n/locales';
import styles from './ContactForm.module.scss';

export interface ContactFormTexts {
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  subjectLabel: string;
  subjectPlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  submit: string;
  submitting: string;
  honeypotLabel: string;
  required: string;
  errorEmpty: string;
  errorEmail: string;
  success: string;
  errorGeneral: string;
  errorNetwork: string;
  rateLimited: string;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', url: '' };

/**
 * Idle → submitting → success (fields cleared) or error; green for success,
 * red for error; a filled honeypot `url` makes the submit do nothing at all.
 */
export function ContactForm({ lang, texts }: { lang: Locale; texts: ContactFormTexts }) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();
  const submitting = status.kind === 'submitting';

  const set = (field: keyof ContactFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = checkContactForm(values, { empty: texts.errorEmpty, email: texts.errorEmail });
    if (check.kind === 'ignore') return;
    if (check.kind === 'invalid') {
      setStatus({ kind: 'error', message: check.message });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, lang, page: window.location.pathname }),
      });
      const answer = contactAnswer({ ok: response.ok, retryAfter: response.headers.get('retry-after') }, await response.json().catch(() => null), texts);
      if (answer.kind === 'success') setValues(EMPTY);
      setStatus(answer);
    } catch {
      setStatus({ kind: 'error', message: texts.errorNetwork });
    }
  }

  const field = (name: 'name' | 'email' | 'subject', label: string, placeholder: string, type: string, max: number, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        <span className={styles.requiredMark} aria-hidden="true">
          {' '}*
        </span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={set(name)}
        placeholder={placeholder}
        required
        maxLength={max}
        autoComplete={autoComplete}
        aria-invalid={status.kind === 'error' && values[name].trim() === '' ? true : undefined}
      />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting} data-testid="contact-form">
      <div className={styles.fieldRow}>
        {field('name', texts.nameLabel, texts.namePlaceholder, 'text', CONTACT_LIMITS.name, 'name')}
        {field('email', texts.emailLabel, texts.emailPlaceholder, 'email', CONTACT_LIMITS.email, 'email')}
      </div>
      {field('subject', texts.subjectLabel, texts.subjectPlaceholder, 'text', CONTACT_LIMITS.subject, 'off')}
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>
          {texts.messageLabel}
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}*
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={MESSAGE_ROWS}
          value={values.message}
          onChange={set('message')}
          placeholder={texts.messagePlaceholder}
          required
          maxLength={CONTACT_LIMITS.message}
        />
      </div>
      {/* Honeypot: people never see or reach it; robots that fill every field do. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-url`}>{texts.honeypotLabel}</label>
        <input id={`${id}-url`} name="url" type="text" tabIndex={-1} autoComplete="off" value={values.url} onChange={set('url')} />
      </div>
      <div className={styles.formFooter}>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
      {status.kind === 'success' && (
        <p className={`${styles.formMessage} ${styles.success}`} role="status">
          {status.message}
        </p>
      )}
      {status.kind === 'error' && (
        <p className={`${styles.formMessage} ${styles.error}`} role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}
