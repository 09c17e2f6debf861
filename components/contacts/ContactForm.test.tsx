/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/lib/i18n/dictionaries/en';
import { ContactForm } from './ContactForm';

const texts = { ...en.contacts.form, errorEmpty: 'EMPTY', errorEmail: 'EMAIL', success: 'SENT', errorGeneral: 'GENERAL', errorNetwork: 'NETWORK' };
const fetchMock = jest.fn<typeof fetch>();
globalThis.fetch = fetchMock;
const answerWith = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({ ok: status < 300, status, headers: new Headers(headers), json: async () => body }) as unknown as Response;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Olena');
  await user.type(screen.getByLabelText(/^E-mail/), 'olena@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'Grant');
  await user.type(screen.getByLabelText(/^Message/), 'Hello there');
}

describe('contact form', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('marks fields required, has a 6-row message box and announces the empty and e-mail errors as alerts', async () => {
    const user = userEvent.setup();
    render(<ContactForm lang="en" texts={texts} />);
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('EMPTY');
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'olena@example');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent('EMAIL');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('silently ignores a submit with the honeypot filled', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm lang="en" texts={texts} />);
    await fillValid(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="url"]');
    if (!honeypot) throw new Error('no honeypot');
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('posts JSON, shows the success (server message or default) and clears the fields', async () => {
    fetchMock.mockResolvedValueOnce(answerWith(200, { success: true, message: '' }));
    const user = userEvent.setup();
    render(<ContactForm lang="uk" texts={texts} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('SENT'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    // `page`: where the form is (jsdom's page is /), named in the office's mail.
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Olena', email: 'olena@example.com', subject: 'Grant', message: 'Hello there', url: '', lang: 'uk', page: '/' });
  });

  it('shows the server message or form_error_general on failure, form_error_network when the request throws', async () => {
    const user = userEvent.setup();
    render(<ContactForm lang="en" texts={texts} />);
    await fillValid(user);
    fetchMock.mockResolvedValueOnce(answerWith(422, { error: 'cms_refused', message: 'Blocked' }));
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Blocked'));
    fetchMock.mockResolvedValueOnce(answerWith(502, { error: 'cms_error', detail: 'the CMS answered 500' }));
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('GENERAL'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('NETWORK'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Olena');
  });

  it('says when to try again after the site\'s limit, from Retry-After', async () => {
    const user = userEvent.setup();
    render(<ContactForm lang="en" texts={texts} />);
    await fillValid(user);
    fetchMock.mockResolvedValueOnce(answerWith(429, { error: 'rate_limit' }, { 'retry-after': '1500' }));
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many messages from your connection. Please try again in 25 min.'));
  });
});
