// Untrusted documents are parsed in a worker thread, never on the thread that serves
// requests (ARCHITECTURE.md convention 11, decision 0054). One worker per document: its heap
// is capped by resourceLimits, its time by a budget, the whole process's memory growth by a
// watch (typed arrays live outside V8's heap limits); past any of them it is terminated.
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";

export const DOCUMENT_WORKER_LIMITS = {
  /** Beyond this a CV is not being read, it is being fought with. */
  timeMs: 15_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  /** Growth of the process's resident memory while a worker runs (buffers a parser allocates). */
  maxGrowthMb: 768,
  /** Two cores: more workers at once would only slow each other and the requests. */
  concurrency: 2,
};

export type DocumentFailure = "too-large" | "too-slow" | "unreadable";

/** Why a document could not be read, as staff see it. */
export const DOCUMENT_FAILURES: Record<DocumentFailure, string> = {
  "too-large": "Document trop volumineux une fois décompressé",
  "too-slow": "Lecture trop longue",
  unreadable: "Document endommagé ou illisible",
};

/** A document the worker could not read within its limits; `message` is the French reason. */
export class UnreadableDocument extends Error {
  override name = "UnreadableDocument";
  constructor(
    readonly failure: DocumentFailure,
    /** The parser's error name, for the log. */
    readonly detail?: string,
  ) {
    super(DOCUMENT_FAILURES[failure]);
  }
}

export type DocumentJob = { kind: "resume-reading" | "resume-html"; bytes: Uint8Array; mime: string };

/**
 * The worker's entry: the built document-reader.js beside the server bundle (vite.config.ts
 * emits it), or its TypeScript source through tsx when running from sources (tests, dev).
 */
function workerEntry(job: DocumentJob): { entry: URL; workerData: unknown } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    return { entry: new URL("../workers/from-sources.mjs", here), workerData: { ...job, entry: new URL("../workers/document-reader.ts", here).href } };
  }
  // Bundled: this code sits in index.js or in a chunk under assets/.
  const built = [new URL("./document-reader.js", here), new URL("../document-reader.js", here)].find((url) => existsSync(url));
  if (!built) throw new Error("document-reader.js is missing from the build");
  return { entry: built, workerData: job };
}

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= DOCUMENT_WORKER_LIMITS.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * Parses one document in a worker; resolves with what the worker answers, or rejects with
 * UnreadableDocument (too large, too slow, unreadable). Other errors (a worker that cannot
 * start) are the server's, not the document's.
 */
export async function inDocumentWorker<T>(job: DocumentJob, limits = DOCUMENT_WORKER_LIMITS): Promise<T> {
  const release = await slot();
  try {
    return await new Promise<T>((resolve, reject) => {
      const { entry, workerData } = workerEntry(job);
      const worker = new Worker(entry, {
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb },
        // The parsers' console output (pdf.js warnings) is not the server's log.
        stdout: true,
        stderr: true,
      });
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watch);
        void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => finish(() => reject(new UnreadableDocument("too-slow"))), limits.timeMs);
      const baseline = process.memoryUsage.rss();
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - baseline > limits.maxGrowthMb * 1024 * 1024) finish(() => reject(new UnreadableDocument("too-large", "MemoryGrowth")));
      }, 100);
      worker.on("message", (answer: { result?: T; error?: string }) =>
        finish(() => {
          if (answer.error === undefined) resolve(answer.result as T);
          else reject(new UnreadableDocument(answer.error === "DocumentTooLarge" ? "too-large" : "unreadable", answer.error));
        }),
      );
      worker.on("error", (error: Error & { code?: string }) =>
        finish(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new UnreadableDocument("too-large", error.code) : error)),
      );
      worker.on("exit", () => finish(() => reject(new UnreadableDocument("unreadable", "WorkerExit"))));
    });
  } finally {
    release();
  }
}
