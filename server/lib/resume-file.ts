import { fileTypeFromBuffer } from "file-type";
import { RESUME_TYPES, type ResumeMime } from "../../common/candidate-forms";
import { zipWithinLimits } from "./zip-directory";

export type ResumeKind = { mime: ResumeMime; extension: string };

// An old Word file is a Compound File (CFB) container, like .xls, .ppt or .msi installers;
// only Word's has a "WordDocument" stream, named in UTF-16LE in the container's directory.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * What a CV really is, read from its bytes (never from its name or the browser's type):
 * PDF, Word 97-2003 or Word 2007+; anything else (a renamed executable, an image…) is null.
 */
export async function inspectResume(bytes: Uint8Array): Promise<ResumeKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  let mime: string = detected.mime;
  if (detected.ext === "cfb") {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(WORD_STREAM) < 0) return null;
    mime = "application/msword";
  }
  if (!(mime in RESUME_TYPES)) return null;
  // A Word 2007+ file is a zip: one that would inflate out of proportion is a bomb, not a CV.
  if (detected.ext === "docx" && !zipWithinLimits(bytes)) return null;
  return { mime: mime as ResumeMime, extension: RESUME_TYPES[mime as ResumeMime] };
}

/**
 * The name the candidate gave the file, for staff only: no path, no control characters,
 * bounded, and ending with the extension of the type its bytes show («cv.pdf.exe» that is
 * a PDF becomes «cv.pdf»), so opening it never runs what its name promises.
 */
export function displayFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what it strips
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|]/g, "").trim();
  const stem =
    clean
      .replace(/\.[^.]*$/, "")
      .replace(/[.\s]+$/, "")
      .slice(0, 140) || "cv";
  return stem.toLowerCase().endsWith(`.${extension}`) ? stem : `${stem}.${extension}`;
}
