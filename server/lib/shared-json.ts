import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { compressHere, MIN_COMPRESSED_BYTES, preferredEncoding, type Encoding } from "./compression";

type Bytes = Uint8Array<ArrayBuffer>;
type EncodedAnswer = { json: Bytes } & Partial<Record<Encoding, Bytes>>;

/** Typed as `c.json(value)` is, so the browser's client (app/lib/api.ts) knows the answer's shape. */
type SharedAnswer<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

/** The bytes of each shared value, kept as long as the value is (the read cache drops it on a content change). */
const encodedAnswers = new WeakMap<object, EncodedAnswer>();

/**
 * A JSON answer of a value the read cache shares between callers (read-cache.ts: frozen, the
 * same object until the content changes). Its JSON and each encoding are made once, then sent
 * to every client asking for it: serializing and compressing each answer again was a third of
 * the CPU of a repeated search. A value that is not frozen may change: it is answered as usual.
 */
export function sharedJson<T extends object>(c: Context, value: T): SharedAnswer<T> {
  if (!Object.isFrozen(value)) return c.json(value) as SharedAnswer<T>;
  let encoded = encodedAnswers.get(value);
  if (!encoded) encodedAnswers.set(value, (encoded = { json: new TextEncoder().encode(JSON.stringify(value)) }));
  const encoding = encoded.json.byteLength >= MIN_COMPRESSED_BYTES ? preferredEncoding(c.req.header("Accept-Encoding")) : null;
  const headers = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  const body = encoding ? (encoded[encoding] ??= compressHere(encoded.json, encoding, "live")) : encoded.json;
  // The bytes are that JSON: the answer's type says what they hold, not how they were written.
  return c.body(body, 200, encoding ? { ...headers, "Content-Encoding": encoding } : headers) as Response as SharedAnswer<T>;
}
