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

