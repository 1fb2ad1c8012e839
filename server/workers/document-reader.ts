// The document worker's entry (decision 0054): one document per worker, started by
// inDocumentWorker (server/lib/document-worker.ts) with memory limits and a time budget.
// Built beside the server's index.js as document-reader.js (vite.config.ts).
import { parentPort, workerData } from "node:worker_threads";
import { readResumeDocument } from "../modules/candidates/resume-document";
import { resumeHtml } from "../modules/candidates/resume-text";

type Job = { kind: string; bytes: Uint8Array; mime: string };

const jobs: Record<string, (job: Job) => Promise<unknown>> = {
  "resume-reading": (job) => readResumeDocument(job.bytes, job.mime),
  "resume-html": async (job) => ({ html: await resumeHtml(job.bytes, job.mime) }),
};

const job = workerData as Job;
try {
  const run = jobs[job.kind];
  if (!run) throw Object.assign(new Error(`unknown job ${job.kind}`), { name: "UnknownDocumentJob" });
  parentPort!.postMessage({ result: await run(job) });
} catch (error) {
  // Only the name crosses over: a parser's message may quote the document.
  const name = error instanceof Error && /^\w{1,40}$/.test(error.name) ? error.name : "Error";
  parentPort!.postMessage({ error: name });
}
