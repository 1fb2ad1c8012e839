import { crc32 } from "node:zlib";

/** A small valid-looking PDF: what a browser would send for «cv.pdf». */
export const pdfBytes = (size = 2048) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
  bytes.write("\n%%EOF\n", size - 7);
  return bytes;
};

/** A zip archive with stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word 2007+ document. */
export const docxBytes = () =>
  zip({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "word/document.xml":
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });

/**
 * A Word 2007+ document whose directory says its text inflates to 2 GB from a few hundred
 * bytes: what a zip bomb declares. Nothing here inflates it; the directory alone must refuse it.
 */
export const docxBombBytes = () => {
  const bytes = docxBytes();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    const name = bytes.subarray(at + 46, at + 46 + bytes.readUInt16LE(at + 28)).toString();
    if (name === "word/document.xml") bytes.writeUInt32LE(0x7fffffff, at + 24);
    at += 46 + bytes.readUInt16LE(at + 28);
  }
  return bytes;
};

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A Compound File holding a "WordDocument" stream (Word 97-2003), or another stream name (e.g. Excel's "Workbook"). */
export const cfbBytes = (stream = "WordDocument") => {
  const bytes = Buffer.alloc(4096);
  Buffer.from(CFB_MAGIC).copy(bytes, 0);
  Buffer.from(stream, "utf16le").copy(bytes, 1024);
  return bytes;
};

/** A Linux executable's first bytes, e.g. renamed «cv.pdf». */
export const elfBytes = () => {
  const bytes = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(bytes, 0);
  return bytes;
};

/** A Windows executable's first bytes. */
export const exeBytes = () => {
  const bytes = Buffer.alloc(512);
  bytes.write("MZ");
  return bytes;
};
