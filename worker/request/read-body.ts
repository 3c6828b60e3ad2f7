// Reads a request body up to a limit, and no further: a declared Content-Length above the
// limit is refused before a byte is read, and a body without one (chunked) is cut off as soon
// as it passes the limit. What a handler reads afterwards comes from Hono's body cache.
import type { HonoRequest } from 'hono';

export const TOO_LARGE = Symbol('too large');

export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array | typeof TOO_LARGE> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) return TOO_LARGE;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads the body of a Hono request up to `limit` and leaves it in Hono's body cache, so that
 * `c.req.json()`, `text()` and `parseBody()` still work after the check.
 */
export async function readHonoBodyLimited(req: HonoRequest, limit: number): Promise<Uint8Array | typeof TOO_LARGE> {
  const body = await readBodyLimited(req.raw, limit);
  if (body !== TOO_LARGE) {
    const buffer = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
    // Hono keeps bodies as promises under the reader's name (its BodyCache type says otherwise).
    (req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer);
  }
  return body;
}
