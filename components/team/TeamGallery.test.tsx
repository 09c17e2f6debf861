/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/lib/i18n/dictionaries/en';
import { TeamGallery, type TeamGalleryLabels } from './TeamGallery';

const labels: TeamGalleryLabels = {
  loadMore: 'Load more',
  loading: 'Loading gallery...',
  empty: 'Gallery is empty',
  comingSoon: 'Photos will appear here soon',
  openPhoto: 'Open photo: {title}',
  untitledPhoto: 'Team photo {number}',
  lightbox: en.ui.lightbox,
};
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, title: `Photo ${from + i}`, description: '', image: `/img/${from + i}.jpg` }));
const tiles = () => screen.getAllByRole('listitem');
/** jsdom has no fetch: a stand-in answering like our API route. */
const answerWith = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const fetchMock = jest.fn<typeof fetch>();
globalThis.fetch = fetchMock;

describe('team gallery', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('shows 3, reveals the rest of the first 6, then fetches page after page until the server says no more', async () => {
    fetchMock.mockImplementation(async (input) => {
      const page = Number(new URL(String(input), 'http://x').searchParams.get('page'));
      const body = page === 2 ? { items: items(7, 6), hasMore: true } : { items: items(13, 2), hasMore: false };
      return answerWith(200, body);
    });
    const user = userEvent.setup();
    render(<TeamGallery lang="en" initial={{ items: items(1, 6), hasMore: true }} labels={labels} />);
    expect(tiles()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(tiles()).toHaveLength(6);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(12));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/team-gallery?lang=en&page=2');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('disables the button while loading and only logs a failed page', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<TeamGallery lang="uk" initial={{ items: items(1, 6), hasMore: true }} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = screen.getByRole('button', { name: 'Loading gallery...' });
    expect(busy).toBeDisabled();
    answer(answerWith(500, null));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(tiles()).toHaveLength(6);
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"an empty gallery shows \'Gallery is empty\' / \'Photos will appear here soon\'"', () => {
    render(<TeamGallery lang="en" initial={{ items: [], hasMore: false }} labels={labels} />);
    expect(screen.getByText('Gallery is empty')).toBeInTheDocument();
    expect(screen.getByText('Photos will appear here soon')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the lightbox on a photo and wraps around', async () => {
    const user = userEvent.setup();
    render(<TeamGallery lang="en" initial={{ items: items(1, 3), hasMore: false }} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Open photo: Photo 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('3 of 3');
    await user.click(screen.getByRole('button', { name: en.ui.lightbox.next }));
    expect(dialog).toHaveTextContent('1 of 3');
  });
});
