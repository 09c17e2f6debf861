/**
 * The request body as text, read as a stream and cut off once it passes `limit` bytes, so an
 * oversized or endless body costs at most `limit` bytes of memory. A declared Content-Length over
 * the limit is refused before reading. null when the body is longer than `limit` bytes.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<string | null> {
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
