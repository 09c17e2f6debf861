import { describe, expect, it } from '@jest/globals';
import { appendPage, initialGallery, nextGalleryAction, revealLoaded } from './gallery';

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('team gallery', () => {
  it('"first load shows 3 items"', () => {
    const state = initialGallery(items(1, 6), true);
    expect(state.visible).toBe(3);
    expect(nextGalleryAction(state)).toBe('reveal');
  });

  it('"the first \'load more\' reveals the remaining items of the first fetched batch of 6"', () => {
    const state = revealLoaded(initialGallery(items(1, 6), true));
    expect(state.visible).toBe(6);
    expect(nextGalleryAction(state)).toBe('fetch');
    expect(state.nextPage).toBe(2);
  });

  it('"later clicks fetch the next page (6 per page) while the server says more exist"', () => {
    let state = revealLoaded(initialGallery(items(1, 6), true));
    state = appendPage(state, { items: items(7, 6), hasMore: true });
    expect(state.visible).toBe(12);
    expect(state.nextPage).toBe(3);
    expect(nextGalleryAction(state)).toBe('fetch');
    state = appendPage(state, { items: items(13, 2), hasMore: false });
    expect(state.visible).toBe(14);
    expect(nextGalleryAction(state)).toBe('none');
  });

  it('shows no button when everything fits in the first view', () => {
    expect(nextGalleryAction(initialGallery(items(1, 2), false))).toBe('none');
    expect(initialGallery([], false).visible).toBe(0);
  });

  it('stops when a page repeats what is already shown', () => {
    const state = appendPage(revealLoaded(initialGallery(items(1, 6), true)), { items: items(1, 6), hasMore: true });
    expect(nextGalleryAction(state)).toBe('none');
  });
});
