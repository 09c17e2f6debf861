import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { footerSchema } from '@/lib/cms/schemas';
import { EMPTY_FOOTER } from '@/lib/cms/shell';
import { readConfig } from '@/lib/config';
import { officeContacts } from '@/lib/contact/office';
import { LOCALES } from '@/lib/constants';
import { footerView } from './footer-view';

const sample = (lang: string) => footerSchema.parse(JSON.parse(readFileSync(`content/${lang}/footer-data.json`, 'utf8')));

describe('footer texts: the CMS values, the dictionary only as a fallback', () => {
  it.each(LOCALES)('%s: program_notice, copyright and the other translations come from the CMS', (lang) => {
    const data = sample(lang);
    const view = footerView(data, lang, 2026);
    expect(view.notice).toBe(data.translations.program_notice);
    expect(view.copyright).toBe(`© 2026 ${data.translations.copyright}`);
    expect(view.quickLinks).toBe(data.translations.quick_links);
    expect(view.contactsTitle).toBe(data.translations.contact_us);
    expect(view.followUs).toBe(data.translations.follow_us);
    expect(view.privacy).toBe(data.translations.privacy_policy);
    expect(view.terms).toBe(data.translations.terms_of_use);
  });

  it.each(LOCALES)('%s: without translations the dictionary speaks, with the current year', (lang) => {
    const view = footerView(EMPTY_FOOTER, lang, 2031);
    expect(view.notice).not.toBe('');
    expect(view.copyright).toMatch(/^© 2031 /);
    expect(view.notice).not.toMatch(/\{\w+\}/);
  });
});

describe('one set of office contact details', () => {
  it('the fallbacks are the same office in both languages, from the settings', () => {
    const [uk, en] = [footerView(EMPTY_FOOTER, 'uk', 2026).contacts, footerView(EMPTY_FOOTER, 'en', 2026).contacts];
    expect(uk.phone).toBe(en.phone);
    expect(uk.email).toBe(en.email);
    expect(uk.address).not.toBe('');
    expect(en.address).not.toBe('');

    const office = readConfig({ OFFICE_PHONE: '+380 44 000 00 01', OFFICE_ADDRESS: '1 Test St., Kyiv', OFFICE_ADDRESS_UK: 'вул. Тестова, 1, Київ' }).office;
    expect(footerView(EMPTY_FOOTER, 'en', 2026, officeContacts('en', office)).contacts).toEqual({
      phone: '+380 44 000 00 01',
      address: '1 Test St., Kyiv',
      email: 'info@fulbright.org.ua',
    });
    expect(officeContacts('uk', office).address).toBe('вул. Тестова, 1, Київ');
  });

  it('the built-in office is the one the sample CMS describes (phone of /uk, address of both)', () => {
    const office = { uk: officeContacts('uk'), en: officeContacts('en') };
    expect(office.en.phone).toBe(sample('uk').contacts.phone);
    for (const lang of LOCALES) expect(office[lang].address).toBe(sample(lang).contacts.address);
  });

  it('a CMS field that is set is never replaced', () => {
    const data = sample('uk');
    expect(footerView(data, 'uk', 2026).contacts).toEqual(data.contacts);
  });
});
