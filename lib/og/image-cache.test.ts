import { describe, expect, it, jest } from '@jest/globals';
import { ImageCache } from './image-cache';

/** "Cache rendered images, which are a pure function of their parameters." */
const image = (bytes: number) => new Uint8Array(bytes);

describe('ImageCache', () => {
  it('renders an image once; later and concurrent requests share it', async () => {
    const cache = new ImageCache(10, 1_000);
    const render = jest.fn(async () => image(10));
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect(await cache.get('k', render)).toBe(a);
    expect(b).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its entries and bytes, dropping the least recently used', async () => {
    const cache = new ImageCache(2, 1_000);
    await cache.get('a', async () => image(10));
    await cache.get('b', async () => image(10));
    await cache.get('a', async () => image(10)); // a is now the most recent
    await cache.get('c', async () => image(10));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);

    const small = new ImageCache(100, 25);
    for (const key of ['x', 'y', 'z']) await small.get(key, async () => image(10));
    expect(small.totalBytes).toBeLessThanOrEqual(25);
    expect([small.has('x'), small.has('y'), small.has('z')]).toEqual([false, true, true]);
  });

  it('does not keep a failed render', async () => {
    const cache = new ImageCache(10, 1_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(cache.has('k')).toBe(false);
    expect(await cache.get('k', async () => image(3))).toHaveLength(3);
  });
});
