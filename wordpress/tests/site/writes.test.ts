/**
 * Writes and drafts against the real WordPress: newsletter subscriptions (new, again,
 * bad address, blocked domain, decoy, throttling), contact messages, view counts, each sent as the
 * site sends it (with its write secret), and a draft created through the REST
 * API by an editor with the application password, which stays out of lists, search and slug
 * look-ups. Items this file creates are deleted again, so the parity test sees the sample content
 * whatever the order of the two files.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { caughtMails, confirmationLink, waitForMail } from '@/test/support/mail-catcher';
import { confirmResponseSchema, contactResponseSchema, newsListSchema, newsletterResponseSchema, searchResponseSchema, viewsResponseSchema, wpPostsSchema } from '@/lib/cms/schemas';
import { createItem as create, deleteCreated, NAMESPACE, STATE_DIR, wp, WRITE_SECRET } from './wordpress';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ns = (p: string) => `${NAMESPACE}/${p}`;
afterAll(deleteCreated);

describe('writes come from the site', () => {
  const writes = () => [
    [ns('newsletter-subscribe'), { email: `anon-${run}@example.org`, lang: 'en' }],
    [ns('contact'), { name: 'Anon', email: 'anon@example.org', subject: `Anonymous ${run}`, message: 'Hi', lang: 'en' }],
    [ns('increment-views'), { post_id: 1 }],
  ] as const;

  it('refuses a write without the site’s secret, or with another one: 401 with the contract’s error shape, nothing stored or mailed', async () => {
    expect(WRITE_SECRET.length).toBeGreaterThanOrEqual(16);
    for (const [path, body] of writes()) {
      for (const secret of [null, '', 'not-the-secret', WRITE_SECRET.toUpperCase()]) {
        const answer = await wp(path, {}, { method: 'POST', body, headers: { 'x-write-secret': secret } });
        expect({ path, secret, status: answer.status, body: answer.body }).toEqual({
          path,
          secret,
          status: 401,
          body: { code: 'write_secret_required', message: 'Writes are accepted only from the site, with its secret.', data: { status: 401 } },
        });
      }
    }
    expect((await caughtMails(STATE_DIR)).map((mail) => mail.subject).filter((s) => s.includes(`Anonymous ${run}`))).toEqual([]);
    const again = await wp(ns('newsletter-subscribe'), {}, { method: 'POST', body: { email: `anon-${run}@example.org`, lang: 'en' } });
    expect(newsletterResponseSchema.parse(again.body)).toMatchObject({ success: true, already_subscribed: false });
  });
});

describe('newsletter-subscribe', () => {
  const email = `reader-${run}@example.org`;
  const subscribe = (body: Record<string, unknown>) => wp(ns('newsletter-subscribe'), {}, { method: 'POST', body });

  it('stores a new address: 200, success, not already subscribed, a message in the language', async () => {
    const answer = await subscribe({ email, honeypot: '', lang: 'en' });
    expect(answer.status).toBe(200);
    expect(newsletterResponseSchema.parse(answer.body)).toMatchObject({ success: true, already_subscribed: false, message: 'Thank you for subscribing to our newsletter!' });
  });

  it('the same address again, in other letter case: answered like a new one while pending, already subscribed once confirmed', async () => {
    const pending = await subscribe({ email: email.toUpperCase(), lang: 'uk' });
    expect(newsletterResponseSchema.parse(pending.body)).toMatchObject({ success: true, already_subscribed: false });
    const mail = await waitForMail(STATE_DIR, (m) => m.to.includes(email));
    const token = confirmationLink(mail).searchParams.get('token');
    const confirmed = await wp(ns('newsletter-confirm'), {}, { method: 'POST', body: { token } });
    expect(confirmResponseSchema.parse(confirmed.body)).toMatchObject({ success: true, confirmed: true });
    const answer = await subscribe({ email: email.toUpperCase(), lang: 'uk' });
    expect(answer.status).toBe(200);
    expect(newsletterResponseSchema.parse(answer.body)).toMatchObject({ success: true, already_subscribed: true, message: 'Ви вже підписані на нашу розсилку!' });
  });

  it('a bad address: 400 invalid_email; a disposable domain: 400 blocked_domain', async () => {
    const bad = await subscribe({ email: `not-an-address-${run}`, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(newsletterResponseSchema.parse(bad.body)).toMatchObject({ success: false, code: 'invalid_email' });
    const blocked = await subscribe({ email: `x-${run}@mailinator.com`, lang: 'en' });
    expect(blocked.status).toBe(400);
    expect(newsletterResponseSchema.parse(blocked.body)).toMatchObject({ success: false, code: 'blocked_domain' });
  });

  it('a filled decoy field (honeypot or website) answers success and stores nothing', async () => {
    const decoy = `bot-${run}@example.org`;
    for (const field of ['honeypot', 'website']) {
      const answer = await subscribe({ email: decoy, [field]: 'http://spam.example', lang: 'en' });
      expect(newsletterResponseSchema.parse(answer.body)).toMatchObject({ success: true, already_subscribed: false });
    }
    const real = await subscribe({ email: decoy, lang: 'en' });
    expect(newsletterResponseSchema.parse(real.body)).toMatchObject({ success: true, already_subscribed: false });
  });

  it('throttles one address after 5 attempts in 10 minutes: 429 rate_limit, "Too many attempts"', async () => {
    const address = `busy-${run}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await subscribe({ email: address, lang: 'en' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const last = await subscribe({ email: address, lang: 'en' });
    expect(last.body).toMatchObject({ code: 'rate_limit', message: 'Too many attempts' });
  });
});

describe('contact', () => {
  const send = (body: Record<string, unknown>) => wp(ns('contact'), {}, { method: 'POST', body });

  it('stores and mails a message: 200 with the message in the language', async () => {
    const subject = `Question ${run}`;
    const answer = await send({ name: 'Olena', email: 'olena@example.org', subject, message: 'When is the deadline?', lang: 'uk' });
    expect(answer.status).toBe(200);
    expect(contactResponseSchema.parse(answer.body)).toEqual({ success: true, message: 'Дякуємо! Ваше повідомлення надіслано успішно.' });
    // Caught by the local WordPress's mail catcher (scripts/wordpress.sh), parsed as MIME.
    const mail = (await caughtMails(STATE_DIR)).find((m) => m.subject.endsWith(subject));
    expect(mail?.text).toContain('When is the deadline?');
  });

  it('refuses blank fields (400 missing_fields) and a bad address (400 invalid_email) with a message', async () => {
    const missing = await send({ name: 'Olena', email: 'olena@example.org', subject: ' ', message: 'Hi', lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'missing_fields', message: 'Please fill in all fields' });
    const bad = await send({ name: 'Olena', email: 'olena at example', subject: 'Hi', message: 'Hi', lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'invalid_email' });
  });

  it('a filled decoy field answers success without mailing', async () => {
    const subject = `Spam ${run}`;
    const answer = await send({ name: 'Bot', email: 'bot@example.org', subject, message: 'Buy', url: 'http://spam.example', lang: 'en' });
    expect(contactResponseSchema.parse(answer.body).success).toBe(true);
    expect((await caughtMails(STATE_DIR)).filter((m) => m.subject.includes(subject))).toEqual([]);
  });
});

describe('increment-views', () => {
  const count = (post_id: unknown) => wp(ns('increment-views'), {}, { method: 'POST', body: { post_id } });

  it('counts a view of a published article: the total after counting, the same number the news answers carry', async () => {
    const article = await create('posts', { title: `Views ${run}`, content: '<p>Counted.</p>', status: 'publish', categories: [70], lang: 'en' });
    const first = await count(article.id);
    expect(first.status).toBe(200);
    expect(viewsResponseSchema.parse(first.body)).toEqual({ success: true, views: 1 });
    // Concurrent views are all counted (one UPDATE each).
    const answers = await Promise.all([1, 2, 3, 4].map(() => count(article.id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const item = await wp(ns(`news/${article.slug}`), { lang: 'en' });
    expect((item.body as { views: number }).views).toBe(5);
  });

  it('an unknown id or a draft: 404 not_found, nothing counted; not a positive integer: 400 invalid_post_id', async () => {
    const unknown = await count(987654321);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found' });
    const draft = await create('posts', { title: `Draft views ${run}`, status: 'draft', categories: [70], lang: 'en' });
    expect((await count(draft.id)).status).toBe(404);
    for (const bad of [0, -3, 'abc', 1.5]) {
      const answer = await count(bad);
      expect({ bad, status: answer.status, body: answer.body }).toMatchObject({ status: 400, body: { success: false, code: 'invalid_post_id' } });
    }
  });
});

describe('a draft created through the REST API by an editor', () => {
  const word = `zephyrdraft${run}`;
  let draft: { id: number; slug: string };
  let page: { id: number; slug: string };

  it('is created with the application password (201), as a news post and as a page', async () => {
    draft = await create('posts', { title: `Spring school ${word}`, slug: `spring-school-${run}`, content: `<p>${word} programme.</p>`, excerpt: word, status: 'draft', categories: [70], lang: 'en' });
    page = await create('pages', { title: `Rules ${word}`, slug: `rules-${run}`, content: `<p>${word}</p>`, status: 'draft', lang: 'en' });
    expect(draft.id).toBeGreaterThan(0);
    expect(page.id).toBeGreaterThan(0);
  });

  it('stays out of the news list and the standard posts list', async () => {
    const news = newsListSchema.parse((await wp(ns('news'), { lang: 'en' })).body);
    expect(news.news.map((n) => n.id)).not.toContain(draft.id);
    const posts = wpPostsSchema.parse((await wp('wp/v2/posts', { categories: 70, per_page: 100 })).body);
    expect(posts.map((p) => p.id)).not.toContain(draft.id);
  });

  it('stays out of search', async () => {
    for (const type of ['all', 'news', 'page']) {
      const answer = searchResponseSchema.parse((await wp(ns('search'), { lang: 'en', query: word, type })).body);
      expect(answer).toEqual({ results: [], total: 0 });
    }
  });

  it('stays out of slug look-ups: news/{slug}, news/{id}, dynamic-content/{slug} are 404, wp/v2/posts?slug= is empty', async () => {
    expect((await wp(ns(`news/spring-school-${run}`), { lang: 'en' })).status).toBe(404);
    expect((await wp(ns(`news/${draft.id}`), { lang: 'en' })).status).toBe(404);
    expect((await wp(ns(`dynamic-content/rules-${run}`), { lang: 'en' })).status).toBe(404);
    const bySlug = await wp('wp/v2/posts', { slug: `spring-school-${run}` });
    expect({ status: bySlug.status, body: bySlug.body, total: bySlug.total }).toEqual({ status: 200, body: [], total: 0 });
    // Neither preview=1 nor the editor's application password opens a draft any more (preview.test.ts).
    expect((await wp(ns(`news/spring-school-${run}`), { lang: 'en', preview: 1 })).status).toBe(404);
    expect((await wp(ns(`news/spring-school-${run}`), { lang: 'en', preview: 1 }, { auth: true })).status).toBe(404);
    expect((await wp(ns(`dynamic-content/rules-${run}`), { lang: 'en', preview: 1 }, { auth: true })).status).toBe(404);
  });
});
