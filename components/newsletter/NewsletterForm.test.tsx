/**
 * @jest-environment jsdom
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDictionary } from '@/lib/i18n/dictionary';
import { NewsletterForm } from './NewsletterForm';

const fetchMock = jest.fn<typeof fetch>();
globalThis.fetch = fetchMock;

describe('the newsletter form', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows what signing up means (a confirmation mail) and ties it to the address field', () => {
    const texts = getDictionary('uk').newsletter;
    render(<NewsletterForm texts={texts} decoyName="website" lang="uk" />);
    const consent = screen.getByText(texts.consent);
    const field = screen.getByRole('textbox', { name: texts.emailLabel });
    expect(field.getAttribute('aria-describedby')).toBe(consent.id);
  });

  it('posts the address with the page it is on and the language, never the consent text itself', async () => {
    const texts = getDictionary('en').newsletter;
    fetchMock.mockResolvedValueOnce({ status: 200, json: async () => ({ success: true, already_subscribed: false }) } as unknown as Response);
    render(<NewsletterForm texts={texts} decoyName="website" lang="en" />);
    await userEvent.type(screen.getByRole('textbox', { name: texts.emailLabel }), 'olena@example.org');
    await userEvent.click(screen.getByRole('button', { name: texts.button }));
    expect(await screen.findByText(texts.success)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter');
    // jsdom's page is /; the site's route takes the consent text from its own dictionary.
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'olena@example.org', website: '', lang: 'en', page: '/' });
  });
});
