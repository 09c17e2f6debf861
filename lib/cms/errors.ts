/** The one error the CMS layer throws. Getters decide what a failure means. */
export class CmsError extends Error {
  readonly endpoint: string;
  readonly status: number | null;
  readonly kind: 'http' | 'timeout' | 'network' | 'parse' | 'shape' | 'not_found';

  constructor(
    endpoint: string,
    kind: CmsError['kind'],
    message: string,
    options: { status?: number | null; cause?: unknown } = {},
  ) {
    super(`CMS ${endpoint}: ${message}`, { cause: options.cause });
    this.name = 'CmsError';
    this.endpoint = endpoint;
    this.kind = kind;
    this.status = options.status ?? null;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof CmsError && (error.kind === 'not_found' || error.status === 404);
}

/**
 * the spec treats an empty hero or programme list like a failed call. Throwing inside the cached
 * loader keeps the last good entry in the data cache instead of caching the empty answer.
 */
export function requireNonEmpty<T>(endpoint: string, items: T[]): T[] {
  if (items.length === 0) throw new CmsError(endpoint, 'shape', 'empty list where content is required');
  return items;
}
