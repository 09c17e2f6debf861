/**
 * The mail WordPress sends, read back from the local mail catcher (scripts/wordpress.sh: an SMTP
 * server writing each message as an .eml file) with a MIME parser: a contact message whose site
 * name and subject hold an apostrophe and an ampersand arrives with both as typed and the visitor
 * as Reply-To; a newsletter sign-up's confirmation mail is in the language of the form's page and
 * carries one link to the site's confirmation page, whose token the site's route then confirms.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { confirmResponseSchema } from '@/lib/cms/schemas';
import { confirmationLink, waitForMail } from '@/test/support/mail-catcher';
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
