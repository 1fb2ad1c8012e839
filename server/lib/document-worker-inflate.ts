// Inflation of untrusted documents (DOCX parts, PDF streams) inside the document worker.
// A zip directory or a PDF /Length states sizes the sender chose: only the bytes really
// produced are counted, and inflation stops as soon as they pass the document's budget.
import { Inflate } from "fflate";

/** What all the parts of one document may inflate to together: a long CV needs a few MB. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** The document inflates past its budget: a bomb, or far more than a CV. */
export class DocumentTooLarge extends Error {
  override name = "DocumentTooLarge";
}

/** Bytes left to inflate, shared by every part of one document. */
export type InflateBudget = { remaining: number };
export const inflateBudget = (bytes = MAX_INFLATED_BYTES): InflateBudget => ({ remaining: bytes });

/** Counts `bytes` really produced against the budget; DocumentTooLarge once it is spent. */
export function spend(budget: InflateBudget, bytes: number): void {
  budget.remaining -= bytes;
  if (budget.remaining < 0) throw new DocumentTooLarge("inflated past the budget");
}

// Deflate expands at most ~1032 times: fed 16 KB at a time, one step yields at most ~17 MB
// before the budget is checked again.
const STEP = 16 * 1024;

/**
 * Raw deflate data inflated step by step against the budget; throws DocumentTooLarge once
 * the real output passes it. `keep: false` only counts (a pre-scan): nothing is held.
 */
export function inflateWithin(data: Uint8Array, budget: InflateBudget, keep = true): Uint8Array {
  const parts: Uint8Array[] = [];
  let length = 0;
  const inflate = new Inflate((chunk) => {
    spend(budget, chunk.length);
    length += chunk.length;
    if (keep) parts.push(chunk);
  });
  for (let at = 0; at < data.length || at === 0; at += STEP) inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  if (!keep) return new Uint8Array(0);
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The raw deflate data inside a zlib wrapper (a PDF's FlateDecode), or null when it is not one. */
export function zlibBody(data: Uint8Array): Uint8Array | null {
  if (data.length < 2 || (data[0]! & 0x0f) !== 8 || ((data[0]! << 8) | data[1]!) % 31 !== 0) return null;
  return data.subarray(data[1]! & 0x20 ? 6 : 2);
}
