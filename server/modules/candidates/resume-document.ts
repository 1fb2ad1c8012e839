// Runs inside the document worker only (server/workers/document-reader.ts): what a CV's bytes
// say, read apart from the main thread (decision 0054). The bench (npm run bench:cv-reading)
// calls it directly on the corpus. The reading is layout-aware (cv-reading/): lines with their
// look, not only the flat text.
import type { ResumeReading } from "../../../common/candidates";
import { readLines } from "./cv-reading/read-lines";
import { resumeLayout } from "./resume-text";

/** The CV's text for the search, and its reading; no reading for a scan («CV sans texte»). */
export type ResumeDocument = { text: string; hasText: boolean; reading: ResumeReading | null };

export async function readResumeDocument(bytes: Uint8Array, mime: string): Promise<ResumeDocument> {
  const { text, hasText, lines, flows } = await resumeLayout(bytes, mime);
  return { text, hasText, reading: hasText ? readLines(lines, flows ? (block) => flows.get(block) ?? block : undefined) : null };
}
