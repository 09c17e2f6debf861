/** One request to the CMS, as both transports understand it. */
export interface CmsRequest {
  method: 'GET' | 'POST';
  /** Path under the wp-json root, e.g. `fulbright-react/v1/news` or `wp/v2/posts`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Draft preview: the token of the item the office previews (from WordPress's Preview button). */
  previewToken?: string;
  /** A write's visitor (the rate limiters' client key), for the CMS's per-client limit. */
  client?: string;
}

export interface CmsAnswer {
  status: number;
  body: unknown;
  /** From X-WP-Total and X-WP-TotalPages of the standard posts endpoint. */
  total: number | null;
  totalPages: number | null;
}


/** A validated answer, with the totals of a paged list. */
export interface Parsed<T> {
  data: T;
  total: number | null;
  totalPages: number | null;
}
