/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatCountdown, reloadWhenReady, TooManyRequests } from './TooManyRequests';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

describe('TooManyRequests', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('formats the countdown as minutes:seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it.each([
    ['en', /\bwait a few minutes\b/i, /^use a VPN\b/i],
    ['uk', /зачекайте кілька хвилин/i, /^скористайтеся VPN\b/i],
  ] as const)('%s: the hints are the spec’s — "wait a few minutes, use a VPN, contact us"', (lang, wait, vpn) => {
    const texts = getDictionary(lang).home.tooManyRequests;
    render(<TooManyRequests texts={texts} contactsHref={`/${lang}/contacts`} />);
    const [first, second] = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(first).toMatch(wait);
    // Advises using one, not switching it off.
    expect(second).toMatch(vpn);
    expect(second).not.toMatch(/turn\w* it off|вимкн/i);
    expect(screen.getByRole('link', { name: texts.hintContactLink }).getAttribute('href')).toBe(`/${lang}/contacts`);
  });

  it.each([
    ['en', 'Too Many Requests', 'The page is now available', 'Refresh the page'],
    ['uk', 'Занадто багато запитів', 'Сторінка вже доступна', 'Оновити сторінку'],
  ] as const)('%s: counts down from 900 s, then offers a refresh that reloads the page', (lang, title, available, refresh) => {
    const texts = getDictionary(lang).home.tooManyRequests;
    const onReload = jest.fn<() => Promise<boolean>>().mockResolvedValue(true);
    render(<TooManyRequests texts={texts} contactsHref={`/${lang}/contacts`} onReload={onReload} />);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toBe('15:00');
    // The three hints: wait, VPN, contact us (a link to the contacts page).
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toBe(texts.hintWait);
    expect(items[1]?.textContent).toBe(texts.hintVpn);
    expect(screen.getByRole('link', { name: texts.hintContactLink }).getAttribute('href')).toBe(`/${lang}/contacts`);

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('countdown').textContent).toBe('14:59');
    act(() => {
      jest.advanceTimersByTime(835_000);
    });
    expect(screen.getByTestId('countdown').textContent).toBe('1:04');
    expect(screen.queryByText(available)).toBeNull();

    act(() => {
      jest.advanceTimersByTime(64_000);
    });
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByText(available)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: refresh }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('counts down again when the refresh finds the page not back yet, instead of reloading into this screen', async () => {
    const texts = getDictionary('en').home.tooManyRequests;
    const onReload = jest.fn<() => Promise<boolean>>().mockResolvedValue(false);
    render(<TooManyRequests texts={texts} contactsHref="/en/contacts" seconds={2} onReload={onReload} />);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    });
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Refresh the page' })).toBeNull();
    expect(screen.getByTestId('countdown').textContent).toBe('0:02');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeEnabled();
  });

  describe('the refresh warms the page first, since this screen may be the cached copy', () => {
    const page = (html: string) => ({ ok: true, text: async () => html }) as Response;
    const saved = global.fetch;
    afterEach(() => {
      global.fetch = saved;
    });

    it('asks again while the server still answers with this screen, and reloads once it answers with the page', async () => {
      jest.useRealTimers();
      const fetchPage = jest
        .fn<typeof fetch>()
        .mockResolvedValueOnce(page('<h1 id="tmr-title">Too Many Requests</h1>'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(page('<h1>Fulbright in Ukraine</h1>'));
      global.fetch = fetchPage;
      const reload = jest.fn();
      expect(await reloadWhenReady(reload, 0)).toBe(true);
      expect(fetchPage).toHaveBeenCalledTimes(3);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload while the server keeps answering with the screen or an error (five tries)', async () => {
      jest.useRealTimers();
      const fetchPage = jest
        .fn<typeof fetch>()
        .mockResolvedValueOnce({ ok: false, text: async () => 'Bad Gateway' } as Response)
        .mockResolvedValue(page('<h1 id="tmr-title">…</h1>'));
      global.fetch = fetchPage;
      const reload = jest.fn();
      expect(await reloadWhenReady(reload, 0)).toBe(false);
      expect(fetchPage).toHaveBeenCalledTimes(5);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
