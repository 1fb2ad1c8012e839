// Runs inside the document worker only (server/workers/document-reader.ts): what a CV's bytes
// say, read apart from the main thread (decision 0054). The bench (npm run bench:cv-reading)
// calls it directly on the corpus.
import type { ResumeReading } from "../../../common/candidates";
import { readResume } from "./resume-reading";
import { resumeText } from "./resume-text";

/** The CV's text for the search, and its reading; no reading for a scan («CV sans texte»). */
export type ResumeDocument = { text: string; hasText: boolean; reading: ResumeReading | null };

export async function readResumeDocument(bytes: Uint8Array, mime: string): Promise<ResumeDocument> {
  const { text, hasText } = await resumeText(bytes, mime);
  return { text, hasText, reading: hasText ? readResume(text) : null };
}
