/** One request to the CMS, as both transports understand it. */
export interface CmsRequest {
  method: 'GET' | 'POST';
  /** Path under the wp-json root, e.g. `fulbright-react/v1/news` or `wp/v2/posts`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the configured application password (draft preview only). */
  authenticated?: boolean;
}

export interface CmsAnswer {
  status: number;
  body: unknown;
  /** From X-WP-Total and X-WP-TotalPages of the standard posts endpoint. */
  total: number | null;
  totalPages: number | null;
}

export type CmsHandler = (request: CmsRequest) => Promise<CmsAnswer>;
