import { appendLine, readJsonFile, readLines, writeJsonFile } from './durable';

/**
 * The three writes of the embedded CMS, each durable on local disk before it is answered:
 * newsletter subscriptions, contact messages and view counts.
 */
type Json = Record<string, unknown>;
interface Outcome {
  status: number;
  body: Json;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Disposable-address domains the office does not accept. */
const BLOCKED_DOMAINS = new Set(['mailinator.com', 'tempmail.com', 'guerrillamail.com', '10minutemail.com', 'yopmail.com']);

let subscribers: Promise<Set<string>> | null = null;

function loadSubscribers(): Promise<Set<string>> {
  subscribers ??= readLines<{ email: string }>('newsletter.jsonl').then(
    (rows) => new Set(rows.map((row) => String(row.email).toLowerCase())),
  );
  return subscribers;
}

/** Forget what is in memory (tests simulate a restart with it). */
export function resetEmbeddedWriteState(): void {
  subscribers = null;
  views = null;
}

export async function subscribe(input: Json): Promise<Outcome> {
  const decoy = String(input.honeypot ?? input.website ?? '');
  if (decoy !== '') return { status: 200, body: { success: true, already_subscribed: false } };
  const email = String(input.email ?? '').trim();
  if (!EMAIL.test(email) || email.length > 254) {
    return { status: 400, body: { success: false, code: 'invalid_email', message: 'invalid_email' } };
  }
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (BLOCKED_DOMAINS.has(domain)) {
    return { status: 400, body: { success: false, code: 'blocked_domain', message: 'blocked_domain' } };
  }
  const known = await loadSubscribers();
  const key = email.toLowerCase();
  if (known.has(key)) return { status: 200, body: { success: true, already_subscribed: true } };
  known.add(key);
  try {
    await appendLine('newsletter.jsonl', { email, lang: input.lang === 'en' ? 'en' : 'uk', at: new Date().toISOString() });
  } catch (error) {
    known.delete(key);
    throw error;
  }
  return { status: 200, body: { success: true, already_subscribed: false } };
}

export async function storeContactMessage(input: Json): Promise<Outcome> {
  const fields = ['name', 'email', 'subject', 'message'] as const;
  const values = Object.fromEntries(fields.map((f) => [f, String(input[f] ?? '').trim()])) as Record<(typeof fields)[number], string>;
  if (String(input.honeypot ?? input.url ?? '') !== '') return { status: 200, body: { success: true, message: '' } };
  if (fields.some((f) => values[f] === '')) {
    return { status: 400, body: { success: false, message: 'All fields are required.' } };
  }
  if (!EMAIL.test(values.email)) return { status: 400, body: { success: false, message: 'invalid_email' } };
  await appendLine('contact.jsonl', { ...values, lang: input.lang === 'en' ? 'en' : 'uk', at: new Date().toISOString() });
  return { status: 200, body: { success: true, message: '' } };
}

let views: Promise<Record<string, number>> | null = null;

export function viewCounts(): Promise<Record<string, number>> {
  views ??= readJsonFile<Record<string, number>>('views.json', {});
  return views;
}

export async function incrementViews(postId: number): Promise<number> {
  const counts = await viewCounts();
  counts[String(postId)] = (counts[String(postId)] ?? 0) + 1;
  await writeJsonFile('views.json', counts);
  return counts[String(postId)] ?? 0;
}
