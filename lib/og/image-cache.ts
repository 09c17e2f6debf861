/**
 * Rendered share images by their parameters, in memory: an image is a pure function of them, and a
 * render costs far more than a lookup. Bounded in entries and in bytes; past either bound the least
 * recently used image goes. Concurrent requests for one image share one render, and a failed
 * render is not kept.
 */
export class ImageCache {
  private readonly images = new Map<string, Promise<Uint8Array>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.images.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  has(key: string): boolean {
    return this.images.has(key);
  }

  /** The cached image, or `render`'s, which is kept. */
  get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const hit = this.images.get(key);
    if (hit) {
      // Most recently used last.
      this.images.delete(key);
      this.images.set(key, hit);
      return hit;
    }
    const rendering = render();
    this.images.set(key, rendering);
    rendering.then(
      (image) => {
        if (this.images.get(key) !== rendering) return;
        this.sizes.set(key, image.byteLength);
        this.bytes += image.byteLength;
        this.trim();
      },
      () => this.forget(key, rendering),
    );
    this.trim();
    return rendering;
  }

  private forget(key: string, entry: Promise<Uint8Array>) {
    if (this.images.get(key) !== entry) return;
    this.images.delete(key);
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  private trim() {
    while (this.images.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.images.entries().next();
      if (oldest.done) return;
      this.forget(oldest.value[0], oldest.value[1]);
    }
  }
}
