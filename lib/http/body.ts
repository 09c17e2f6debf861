import type { ZodError, ZodType } from 'zod';

/**
 * The request body as text, read as a stream and cut off once it passes `limit` bytes, so an
 * oversized or endless body costs at most `limit` bytes of memory. A declared Content-Length over
 * the limit is refused before reading. null when the body is longer than `limit` bytes.
 */
async function readLimitedBody(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type JsonBody<T> =
  | { ok: true; data: T }
  | { ok: false; status: 413; problem: 'too_large' }
  | { ok: false; status: 400; problem: 'not_json' }
  | { ok: false; status: 400; problem: 'invalid'; error: ZodError };

/**
 * A write route's JSON body, read within `maxBytes` and checked against `schema`. A refusal says
 * which of the three went wrong (too large, not JSON, not the expected shape) with its status;
 * each route words its own answer.
 */
export async function readJson<T>(request: Request, schema: ZodType<T>, maxBytes: number): Promise<JsonBody<T>> {
  const text = await readLimitedBody(request, maxBytes);
  if (text === null) return { ok: false, status: 413, problem: 'too_large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, problem: 'not_json' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 400, problem: 'invalid', error: parsed.error };
}
