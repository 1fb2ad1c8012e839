// A DOCX is a zip. A zip bomb is small on the wire and huge once inflated; its central
// directory states every entry's sizes, so it is judged without inflating anything.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** Far more than any Word file needs (a long CV has a few dozen parts). */
export const ZIP_LIMITS = { maxEntries: 1_000, maxUncompressedBytes: 50 * 1024 * 1024, maxRatio: 200 };

/**
 * True when the zip's central directory is readable and within the limits: entry count,
 * total uncompressed size, and each entry's compression ratio. Zip64 archives (sizes
 * beyond 4 GB) are refused: a CV never needs one.
 */
export function zipWithinLimits(bytes: Uint8Array, limits = ZIP_LIMITS): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65 535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff || entries > limits.maxEntries) return false;

  let at = directoryOffset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return false;
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return false;
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return false;
    if (uncompressed > Math.max(compressed, 1) * limits.maxRatio) return false;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return true;
}
