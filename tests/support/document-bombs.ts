// Small documents that inflate to about a gigabyte, made in milliseconds: a deflate block of
// 1 MiB of one byte, flushed so it ends on a byte boundary, is repeated as many times as
// wanted (each block only refers to bytes just before it), then a final empty block closes it.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { docxBytes } from "./resume-fixtures";

const MIB = 1024 * 1024;
/** A final, empty block with fixed codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** Raw deflate data of `mebibytes` MiB of `byte`, about 1 KB per MiB. */
export function deflatedRepeat(byte: number, mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MIB, byte), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), FINAL_EMPTY_BLOCK]);
}

/** The same wrapped as zlib (a PDF's FlateDecode), with its Adler-32. */
export function zlibRepeat(byte: number, mebibytes: number): Buffer {
  const n = BigInt(mebibytes) * BigInt(MIB);
  const a = (1n + BigInt(byte) * n) % 65521n;
  // b sums a after each byte: n + byte × n(n+1)/2.
  const b = (n + (BigInt(byte) * n * (n + 1n)) / 2n) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([Buffer.from([0x78, 0x01]), deflatedRepeat(byte, mebibytes), adler]);
}

/**
 * A Word 2007+ document whose word/document.xml inflates to `mebibytes` MiB of zeros while
 * its local header and central directory say it is stored as is (uncompressed size = its
 * compressed size, about 1 KB per MiB): every check of the directory on receipt passes; only
 * inflating it shows what it is.
 */
export function lyingDocxBomb(mebibytes = 1024): Buffer {
  const original = docxBytes();
  const name = Buffer.from("word/document.xml");
  const data = deflatedRepeat(0, mebibytes);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc32(Buffer.alloc(0)), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22); // the lie
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24); // the lie
  central.writeUInt16LE(name.length, 28);

  // The original's [Content_Types].xml (its first entry), then the bomb as the document.
  const typesEnd = 30 + original.readUInt16LE(26) + original.readUInt32LE(18);
  const typesLocal = original.subarray(0, typesEnd);
  const end = original.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const typesCentral = original.subarray(
    original.readUInt32LE(end + 16),
    original.readUInt32LE(end + 16) + 46 + original.readUInt16LE(original.readUInt32LE(end + 16) + 28),
  );
  central.writeUInt32LE(typesLocal.length, 42);
  const directory = Buffer.concat([typesCentral, central, name]);
  const endRecord = Buffer.alloc(22);
  endRecord.writeUInt32LE(0x06054b50, 0);
  endRecord.writeUInt16LE(2, 8);
  endRecord.writeUInt16LE(2, 10);
  endRecord.writeUInt32LE(directory.length, 12);
  endRecord.writeUInt32LE(typesLocal.length + local.length + name.length + data.length, 16);
  return Buffer.concat([typesLocal, local, name, data, directory, endRecord]);
}

/** A valid one-page PDF whose objects are given in order; the xref table is computed. */
export function pdfWithObjects(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(object) ? object : Buffer.from(object, "latin1"), Buffer.from("\nendobj\n")]);
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A stream object's bytes: its dictionary (without /Length) and its data. */
export const pdfStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);

/** A one-page PDF whose content is `content` (a stream object made with pdfStream). */
export const onePagePdf = (content: Buffer) =>
  pdfWithObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    content,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]);

/** A valid PDF whose page content inflates to `mebibytes` MiB of spaces (1 GiB from about 1 MB). */
export const pdfFlateBomb = (mebibytes = 1024) => onePagePdf(pdfStream("/Filter /FlateDecode", zlibRepeat(0x20, mebibytes)));
