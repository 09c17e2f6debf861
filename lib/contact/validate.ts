/** The contact form's fields as the visitor typed them; `url` is the hidden honeypot. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  url: string;
}

export interface ContactValidationTexts {
  empty: string;
  email: string;
}

/** "text, at sign, text, dot, text with no spaces". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactCheck = { kind: 'ignore' } | { kind: 'invalid'; message: string } | { kind: 'ok' };

/**
 * "name, email, subject and message must be non-empty after trimming; otherwise
 * the error is the page's form_error_empty text … The email must match the simple pattern …
 * otherwise form_error_email … A hidden honeypot field named url exists: if filled, the submit
 * is silently ignored."
 */
export function checkContactForm(values: ContactFormValues, texts: ContactValidationTexts): ContactCheck {
  if (values.url.trim() !== '') return { kind: 'ignore' };
  const required = [values.name, values.email, values.subject, values.message];
  if (required.some((v) => v.trim() === '')) return { kind: 'invalid', message: texts.empty };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { kind: 'invalid', message: texts.email };
  return { kind: 'ok' };
}
