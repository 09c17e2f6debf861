/**
 * The mail WordPress sends, read back from the local mail catcher (scripts/wordpress.sh: an SMTP
 * server writing each message as an .eml file) with a MIME parser: a contact message whose site
 * name and subject hold an apostrophe and an ampersand arrives with both as typed and the visitor
 * as Reply-To; a newsletter sign-up's confirmation mail is in the language of the form's page and
 * carries one link to the site's confirmation page, whose token the site's route then confirms.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { confirmResponseSchema } from '@/lib/cms/schemas';
import { caughtMails, confirmationLink, waitForMail } from '@/test/support/mail-catcher';
import { NAMESPACE, STATE_DIR, wp, wpPhp as php } from './wordpress';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ns = (p: string) => `${NAMESPACE}/${p}`;

describe('a contact message’s mail', () => {
  let blogname = '';
  beforeAll(() => {
    blogname = php("echo get_option('blogname');");
    php(`update_option('blogname', "Пам'ять & Co");`);
  });
  afterAll(() => {
    php(`update_option('blogname', ${JSON.stringify(blogname)});`);
  });

  it('keeps the apostrophe and the ampersand of the site name and the subject, and replies to the visitor', async () => {
    expect(php("echo get_option('blogname');")).toBe('Пам&#039;ять &amp; Co');
    const subject = `Гранти & пам'ять ${run}`;
    const visitor = `o.neil-${run}@example.org`;
    const answer = await wp(ns('contact'), {}, { method: 'POST', body: { name: "O'Neil & Сини", email: visitor, subject, message: 'Коли дедлайн?', lang: 'en', page: '/en/contacts' } });
    expect(answer.status).toBe(200);
    const mail = await waitForMail(STATE_DIR, (m) => m.subject.endsWith(subject));
    expect(mail.subject).toBe(`[Пам'ять & Co] ${subject}`);
    expect(mail.from.name).toBe("Пам'ять & Co");
    expect(mail.replyTo).toEqual([{ address: visitor, name: "O'Neil & Сини" }]);
    expect(mail.text).toContain("O'Neil & Сини");
    expect(mail.text).toContain('/en/contacts');
    expect(mail.text).toContain('English');
    expect(mail.text).toContain('Коли дедлайн?');
  });
});

describe('a newsletter sign-up’s confirmation mail', () => {
  for (const [lang, subjectStart] of [['uk', 'Підтвердьте підписку'], ['en', 'Confirm your subscription']] as const) {
    it(`is written in the form page’s language (${lang}) and its link confirms through the site’s route`, async () => {
      const email = `confirm-${lang}-${run}@example.org`;
      const signUp = await wp(ns('newsletter-subscribe'), {}, { method: 'POST', body: { email, lang, page: `/${lang}/news`, consent: 'Consent shown' } });
      expect(signUp.status).toBe(200);
      const mail = await waitForMail(STATE_DIR, (m) => m.to.includes(email));
      expect(mail.subject.startsWith(subjectStart)).toBe(true);
      const link = confirmationLink(mail);
      expect(link.pathname).toBe(`/${lang}/newsletter/confirm`);
      const token = link.searchParams.get('token');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const first = await wp(ns('newsletter-confirm'), {}, { method: 'POST', body: { token } });
      expect(confirmResponseSchema.parse(first.body)).toEqual({ success: true, confirmed: true, already_confirmed: false, code: '' });
      const second = await wp(ns('newsletter-confirm'), {}, { method: 'POST', body: { token } });
      expect(confirmResponseSchema.parse(second.body)).toEqual({ success: true, confirmed: false, already_confirmed: true, code: '' });
      const forged = await wp(ns('newsletter-confirm'), {}, { method: 'POST', body: { token: 'A'.repeat(43) } });
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ code: 'invalid_token' });
    });
  }
});

/**
 * Issue 50, items 9 to 12, on the real WordPress and its mail catcher: "Sign-ups and mail nobody
 * can abuse". The mails counted are those the catcher caught, read with a MIME parser.
 */
describe('sign-ups nobody can abuse', () => {
  const mailsTo = async (addresses: string[]) => (await caughtMails(STATE_DIR)).filter((m) => m.to.some((to) => addresses.includes(to.toLowerCase())));
  const signUp = (email: string, lang: 'uk' | 'en', visitor?: string) =>
    wp(ns('newsletter-subscribe'), {}, { method: 'POST', body: { email, lang, page: `/${lang}/news`, consent: 'Consent shown' }, ...(visitor ? { headers: { 'x-client-address': visitor } } : {}) });
  const notSent = {
    uk: 'Не вдалося надіслати вам лист для підтвердження. Спробуйте пізніше.',
    en: 'We could not send you the confirmation e-mail. Please try again later.',
  } as const;

  it('sends 5 mails for 1,000 sign-ups from one visitor, and tells "already subscribed" only within those 5', async () => {
    const visitor = `203.0.113.${run.length}-${run}`;
    const addresses = Array.from({ length: 1000 }, (_, i) => `cannon-${i}-${run}@example.org`);
    const answers: number[] = [];
    // Four at a time, as a script would push them through the site's server.
    for (let i = 0; i < addresses.length; i += 4) {
      const batch = await Promise.all(addresses.slice(i, i + 4).map((email) => signUp(email, 'en', visitor)));
      answers.push(...batch.map((a) => a.status));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mails = await mailsTo(addresses);
    console.log(`[mail cannon] 1,000 sign-ups from one visitor: ${answers.filter((s) => s === 200).length} accepted, ${mails.length} mails caught`);
    expect(answers.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(995);
    expect(mails).toHaveLength(5);
    const subscribed = `already-${run}@example.org`;
    php(`EOS_Newsletter_Table::add('${subscribed}', 'en');`);
    const late = await signUp(subscribed, 'en', visitor);
    expect(late.status).toBe(429);
    expect(late.body).toMatchObject({ code: 'rate_limit' });
    expect((await signUp(subscribed, 'en')).body).toMatchObject({ success: true, already_subscribed: true });
  }, 180_000);

  for (const lang of ['uk', 'en'] as const) {
    it(`answers "we could not send the mail, try later" (${lang}) when the mail server is down, keeps nothing, and says so in Site Health`, async () => {
      const email = `down-${lang}-${run}@example.org`;
      php(`update_option('local_mail_test_port', 9); delete_option(EOS_Newsletter_Mail_Health::OPTION);`);
      let answer;
      try {
        answer = await signUp(email, lang);
      } finally {
        php(`delete_option('local_mail_test_port');`);
      }
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ success: false, code: 'mail_not_sent', message: notSent[lang], data: { status: 503 } });
      expect(php(`echo wp_json_encode(EOS_Newsletter_Table::record('${email}'));`)).toBe('null');
      const health = JSON.parse(php('echo wp_json_encode(EOS_Newsletter_Mail_Health::test());')) as { status: string; description: string };
      expect(health.status).toBe('critical');
      expect(health.description).toContain('could not be sent in the last 24 hours');
      // The server back: the same address signs up and gets its mail.
      expect((await signUp(email, lang)).body).toMatchObject({ success: true, already_subscribed: false });
      const mail = await waitForMail(STATE_DIR, (m) => m.to.includes(email));
      expect(confirmationLink(mail).href).toMatch(new RegExp(`^https?://[^/]+/${lang}/newsletter/confirm\\?token=`));
      php('delete_option(EOS_Newsletter_Mail_Health::OPTION);');
    });
  }

  it('sends no mail while the site’s address is not set, in either language, and Site Health says why', async () => {
    const siteUrl = php("echo EOS_Settings::get('site_url');");
    const emails = { uk: `nowhere-uk-${run}@example.org`, en: `nowhere-en-${run}@example.org` };
    php("EOS_Settings::update(['site_url' => '']);");
    try {
      for (const lang of ['uk', 'en'] as const) {
        const answer = await signUp(emails[lang], lang);
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ code: 'mail_not_sent', message: notSent[lang] });
      }
      const health = JSON.parse(php('echo wp_json_encode(EOS_Newsletter_Mail_Health::test());')) as { status: string; label: string };
      expect(health).toMatchObject({ status: 'critical', label: 'The newsletter sends no confirmation mail' });
    } finally {
      php(`EOS_Settings::update(['site_url' => ${JSON.stringify(siteUrl)}]);`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(Object.values(emails))).toEqual([]);
  });
});
