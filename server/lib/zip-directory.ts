// A DOCX is a zip. A zip bomb is small on the wire and huge once inflated. On receipt its
// central directory is judged without inflating anything (zipWithinLimits); but a directory
// can lie, so what reads the document inflates it with a cap on real bytes (unzipWithin).
import { zipSync } from "fflate";
import { inflateWithin, MAX_INFLATED_BYTES, spend, type InflateBudget } from "./document-worker-inflate";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Far more than any Word file needs (a long CV has a few dozen parts). */
export const ZIP_LIMITS = { maxEntries: 1_000, maxUncompressedBytes: MAX_INFLATED_BYTES, maxRatio: 200 };

type DirectoryEntry = { name: string; method: number; flags: number; compressed: number; declared: number; localOffset: number };

/**
 * The central directory's entries, or null when it is unreadable or beyond maxEntries. Zip64
 * archives (sizes beyond 4 GB) are refused: a CV never needs one.
 */
function directory(bytes: Uint8Array, maxEntries: number): DirectoryEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65 535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff || count > maxEntries) return null;

  const entries: DirectoryEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const compressed = view.getUint32(at + 20, true);
    const declared = view.getUint32(at + 24, true);
    if (compressed === 0xffffffff || declared === 0xffffffff) return null;
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      name: Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString("utf8"),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressed,
      declared,
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * True when the zip's central directory is readable and within the limits: entry count,
 * total declared uncompressed size, and each entry's declared compression ratio.
 */
export function zipWithinLimits(bytes: Uint8Array, limits = ZIP_LIMITS): boolean {
  const entries = directory(bytes, limits.maxEntries);
  if (!entries) return false;
  let total = 0;
  for (const entry of entries) {
    total += entry.declared;
    if (total > limits.maxUncompressedBytes) return false;
    if (entry.declared > Math.max(entry.compressed, 1) * limits.maxRatio) return false;
  }
  return true;
}

const unreadable = (why: string) => Object.assign(new Error(why), { name: "UnreadableZip" });

/**
 * The zip again, every part inflated against the budget (whatever the directory declares)
 * and stored uncompressed: the library that reads it next inflates nothing. Throws
 * DocumentTooLarge past the budget, UnreadableZip for a broken or encrypted archive.
 */
export function unzipWithin(bytes: Uint8Array, budget: InflateBudget): Uint8Array {
  const entries = directory(bytes, ZIP_LIMITS.maxEntries);
  if (!entries) throw unreadable("no readable zip directory");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    if (entry.flags & 1) throw unreadable("encrypted zip entry");
    const at = entry.localOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw unreadable("bad local header");
    // The data follows the local header's own name and extra field, whose lengths may differ from the directory's.
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + entry.compressed > bytes.length) throw unreadable("entry beyond the archive");
    const data = bytes.subarray(start, start + entry.compressed);
    if (entry.method === 8) parts[entry.name] = inflateWithin(data, budget);
    else if (entry.method === 0) {
      spend(budget, data.length);
      parts[entry.name] = data;
    } else throw unreadable(`zip method ${entry.method}`);
  }
  return zipSync(parts, { level: 0 });
}
