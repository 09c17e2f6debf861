import { cookies, draftMode } from 'next/headers';
import { previewCheckSchema, type PreviewCheck } from './schemas';
import { cmsRequest, ns } from './transport';

/** The cookie that keeps the preview token beside Next's draft-mode cookie (set by /api/preview). */
export const PREVIEW_TOKEN_COOKIE = 'cms_preview_token';
/** WordPress's token format: `{post id}.{user id}.{expiry}.{HMAC-SHA256 hex}`. */
export const PREVIEW_TOKEN_FORMAT = /^\d{1,20}\.\d{1,20}\.\d{1,12}\.[0-9a-f]{64}$/;

/**
 * True while the office previews drafts (Next's draft mode, turned on by /api/preview). Outside
 * a request (static generation, tests) there is no draft mode.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * The draft preview of this request: null outside draft mode; else the token the CMS opens the
 * previewed item with (undefined once its cookie has expired: the drafts are then unknown again).
 */
export async function previewSession(): Promise<{ token: string | undefined } | null> {
  if (!(await isPreview())) return null;
  const token = (await cookies()).get(PREVIEW_TOKEN_COOKIE)?.value;
  return { token: token && PREVIEW_TOKEN_FORMAT.test(token) ? token : undefined };
}

export type PreviewTokenCheck = { ok: true; check: PreviewCheck } | { ok: false; status: number };

/** Asks the CMS whether a token opens an item; a refusal keeps the CMS's status (401, 403, 404). */
export async function checkPreviewToken(token: string): Promise<PreviewTokenCheck> {
  const answer = await cmsRequest({ method: 'GET', path: ns('preview'), previewToken: token });
  if (answer.status !== 200) return { ok: false, status: answer.status };
  const parsed = previewCheckSchema.safeParse(answer.body);
  return parsed.success ? { ok: true, check: parsed.data } : { ok: false, status: 502 };
}
