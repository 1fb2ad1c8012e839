import type { Context } from "hono";
import { compressHere, MIN_COMPRESSED_BYTES, preferredEncoding, type Encoding } from "./compression";

type Bytes = Uint8Array<ArrayBuffer>;
type EncodedAnswer = { json: Bytes } & Partial<Record<Encoding, Bytes>>;

/** The bytes of each shared value, kept as long as the value is (the read cache drops it on a content change). */
const encodedAnswers = new WeakMap<object, EncodedAnswer>();

/**
 * A JSON answer of a value the read cache shares between callers (read-cache.ts: frozen, the
 * same object until the content changes). Its JSON and each encoding are made once, then sent
 * to every client asking for it: serializing and compressing each answer again was a third of
 * the CPU of a repeated search. A value that is not frozen may change: it is answered as usual.
 */
export function sharedJson(c: Context, value: object): Response {
  if (!Object.isFrozen(value)) return c.json(value);
  let encoded = encodedAnswers.get(value);
  if (!encoded) encodedAnswers.set(value, (encoded = { json: new TextEncoder().encode(JSON.stringify(value)) }));
  const encoding = encoded.json.byteLength >= MIN_COMPRESSED_BYTES ? preferredEncoding(c.req.header("Accept-Encoding")) : null;
  const headers = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (!encoding) return c.body(encoded.json, 200, headers);
  return c.body((encoded[encoding] ??= compressHere(encoded.json, encoding, "live")), 200, { ...headers, "Content-Encoding": encoding });
}
