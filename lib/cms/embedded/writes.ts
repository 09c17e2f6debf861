import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { verifiedAddress } from '@/lib/cms/rules/unsubscribe-token';
import { appendLine, holdDataDir, readJsonFile, readLines, writeJsonFile, writeLines } from './durable';

/**
 * The three writes of the embedded CMS, each on local disk (written and fsync'ed) before it is
 * answered: newsletter subscriptions and contact messages as JSON lines, view counts as a JSON map.
 */
type Json = Record<string, unknown>;
export interface WriteOutcome {
  status: number;
  body: Json;
}
type Lang = Locale;

export const NEWSLETTER_FILE = 'newsletter.jsonl';
export const CONTACT_FILE = 'contact.jsonl';
export const VIEWS_FILE = 'views.json';
/** The key of this CMS's unsubscribe tokens, made on first use (WordPress keeps its own in an option). */
const UNSUBSCRIBE_KEY_FILE = 'unsubscribe-key.json';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Disposable-address domains the office does not accept. */
export const BLOCKED_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  'tempmail.com',
  'temp-mail.org',
  'guerrillamail.com',
  '10minutemail.com',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
]);

const MESSAGES = {
  subscribed: { uk: 'Дякуємо за підписку на нашу розсилку!', en: 'Thank you for subscribing to our newsletter!' },
  already: { uk: 'Ви вже підписані на нашу розсилку!', en: 'You are already subscribed to our newsletter!' },
  sent: { uk: 'Дякуємо! Ваше повідомлення надіслано успішно.', en: 'Thank you! Your message has been sent.' },
  empty: { uk: 'Будь ласка, заповніть всі поля', en: 'Please fill in all fields' },
  email: { uk: 'Введіть правильний email', en: 'Please enter a valid email address' },
} as const;

const langOf = (input: Json): Lang => (input.lang === 'en' ? 'en' : 'uk');
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
/** Any decoy field filled (the site sends `honeypot`; the news page's form names it `website`, the contact form `url`). */
const decoyFilled = (input: Json, names: string[]) => names.some((name) => text(input[name]).trim() !== '');

let subscribers: Promise<Set<string>> | null = null;
let views: Promise<Record<string, number>> | null = null;

/** Loaded once; a load that failed is tried again on the next call. */
function once<T>(load: () => Promise<T>, remember: (value: Promise<T> | null) => void): Promise<T> {
  const loading = load();
  remember(loading);
  loading.catch(() => remember(null));
  return loading;
}

function loadSubscribers(): Promise<Set<string>> {
  return (
    subscribers ??
    once(
      () => readLines<{ email?: unknown }>(NEWSLETTER_FILE).then((rows) => new Set(rows.map((row) => text(row.email).toLowerCase()).filter(Boolean))),
      (value) => (subscribers = value),
    )
  );
}

/** Forget what is in memory, as a restart would. */
function resetEmbeddedWriteState(): void {
  subscribers = null;
  views = null;
}

let writer: Promise<void> | null = null;
/**
 * Before the first write: this process becomes the data directory's one writer, and reads again
 * what it may have read before another process stopped writing there.
 */
function asWriter(): Promise<void> {
  return writer ?? once(() => holdDataDir().then(resetEmbeddedWriteState), (value) => (writer = value));
}

export async function subscribe(input: Json): Promise<WriteOutcome> {
  const lang = langOf(input);
  if (decoyFilled(input, ['honeypot', 'website'])) {
    return { status: 200, body: { success: true, already_subscribed: false, message: MESSAGES.subscribed[lang] } };
  }
  const email = text(input.email).trim();
  if (!EMAIL.test(email) || email.length > 254) {
    return { status: 400, body: { success: false, code: 'invalid_email', message: 'invalid_email' } };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (BLOCKED_DOMAINS.has(domain)) {
    return { status: 400, body: { success: false, code: 'blocked_domain', message: 'blocked_domain' } };
  }
  await asWriter();
  const known = await loadSubscribers();
  const key = email.toLowerCase();
  if (known.has(key)) {
    return { status: 200, body: { success: true, already_subscribed: true, message: MESSAGES.already[lang] } };
  }
  // Claimed before the write so a concurrent second request for the same address sees it.
  known.add(key);
  try {
    await appendLine(NEWSLETTER_FILE, { email, lang, page: text(input.page), consent: text(input.consent), at: new Date().toISOString() });
  } catch (error) {
    known.delete(key);
    throw error;
  }
  // Every subscriber's mail carries an unsubscribe link: the key exists from the first one on.
  await unsubscribeKey();
  return { status: 200, body: { success: true, already_subscribed: false, message: MESSAGES.subscribed[lang] } };
}

const keySchema = z.object({ key: z.string().min(32) });

/** The unsubscribe key of this data folder, made (and stored) the first time it is needed. */
async function unsubscribeKey(): Promise<string> {
  await asWriter();
  const stored = await readJsonFile(UNSUBSCRIBE_KEY_FILE, keySchema.nullable(), null);
  if (stored) return stored.key;
  const key = randomBytes(32).toString('base64url');
  await writeJsonFile(UNSUBSCRIBE_KEY_FILE, { key });
  return key;
}

/** `{token}` of an unsubscribe link: the address is removed from the file; 400 for a token this CMS did not sign. */
export async function unsubscribe(input: Json): Promise<WriteOutcome> {
  const address = verifiedAddress(text(input.token).trim(), await unsubscribeKey());
  if (address === null) return { status: 400, body: { success: false, code: 'invalid_token', message: 'invalid_token' } };
  const known = await loadSubscribers();
  const rows = await readLines<{ email?: unknown }>(NEWSLETTER_FILE);
  const kept = rows.filter((row) => text(row.email).toLowerCase() !== address);
  if (kept.length !== rows.length) await writeLines(NEWSLETTER_FILE, kept);
  const was = known.delete(address);
  return { status: 200, body: { success: true, unsubscribed: was || kept.length !== rows.length } };
}

export async function storeContactMessage(input: Json): Promise<WriteOutcome> {
  const lang = langOf(input);
  if (decoyFilled(input, ['honeypot', 'url', 'website'])) {
    return { status: 200, body: { success: true, message: MESSAGES.sent[lang] } };
  }
  const values = {
    name: text(input.name).trim(),
    email: text(input.email).trim(),
    subject: text(input.subject).trim(),
    message: text(input.message).trim(),
  };
  if (Object.values(values).some((v) => v === '')) {
    return { status: 400, body: { success: false, code: 'missing_fields', message: MESSAGES.empty[lang] } };
  }
  if (!EMAIL.test(values.email)) {
    return { status: 400, body: { success: false, code: 'invalid_email', message: MESSAGES.email[lang] } };
  }
  await appendLine(CONTACT_FILE, { ...values, lang, at: new Date().toISOString() });
  return { status: 200, body: { success: true, message: MESSAGES.sent[lang] } };
}

const viewsSchema = z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative());

/** Views counted here, per post id, added to the content's own `views`. */
export function viewCounts(): Promise<Record<string, number>> {
  return views ?? once(() => readJsonFile(VIEWS_FILE, viewsSchema, {}), (value) => (views = value));
}

/** Counts one view; returns the views counted here for the post. */
export async function incrementViews(postId: number): Promise<number> {
  await asWriter();
  const counts = await viewCounts();
  const key = String(postId);
  counts[key] = (counts[key] ?? 0) + 1;
  const now = counts[key];
  await writeJsonFile(VIEWS_FILE, counts);
  return now;
}
