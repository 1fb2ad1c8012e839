import type { BreezyConfig } from "../../config";

/**
 * Breezy HR's API v3, the few calls the site makes (decision 0035). Breezy authenticates with
 * the raw token in `Authorization`; every path is under /company/{company_id}.
 */

export type BreezyCustomAttribute = { name?: string; value?: unknown };
export type BreezyMonthYear = { month?: number | null; year?: number | null } | null;

export type BreezyPosition = {
  _id: string;
  name?: string;
  state?: string;
  description?: string;
  org_type?: string;
  type?: { id?: string; name?: string } | null;
  location?: { city?: string; name?: string; is_remote?: boolean; postal_code?: string; country?: { name?: string } } | null;
  category?: { name?: string } | null;
  department?: string;
  tags?: string[];
  custom_attributes?: BreezyCustomAttribute[];
  creation_date?: string;
  updated_date?: string;
};

export type BreezyCandidateSummary = { _id: string; name?: string; email_address?: string; creation_date?: string; updated_date?: string };

export type BreezyWorkHistoryItem = {
  title?: string;
  company_name?: string;
  summary?: string;
  start_date?: BreezyMonthYear;
  end_date?: BreezyMonthYear;
  is_current?: boolean;
};
export type BreezyEducationItem = {
  degree?: string;
  field_of_study?: string;
  school_name?: string;
  start_date?: BreezyMonthYear;
  end_date?: BreezyMonthYear;
};

export type BreezyCandidate = BreezyCandidateSummary & {
  phone_number?: string;
  headline?: string;
  summary?: string;
  address?: string;
  work_history?: BreezyWorkHistoryItem[];
  education?: BreezyEducationItem[];
  custom_attributes?: BreezyCustomAttribute[];
  resume?: { file_name?: string } | null;
};

/** What the site sends when it pushes an application (Breezy's «add candidate» body). */
export type BreezyNewCandidate = {
  name: string;
  email_address: string;
  phone_number?: string;
  summary?: string;
  cover_letter?: string;
  origin: "applied";
  source?: string;
};

export type BreezyFile = { bytes: Uint8Array; mime: string; fileName: string };

/**
 * A refused or failed call. Its name and code are what the tasks screen keeps (never the
 * message); `retryAfterSeconds` is Breezy's own wait on a 429.
 */
export class BreezyError extends Error {
  override readonly name = "BreezyError";
  readonly code: string;
  constructor(
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(status ? `Breezy answered ${status}` : "Breezy unreachable");
    this.code = status ? `HTTP_${status}` : "UNREACHABLE";
  }
}

export type BreezyClient = {
  /** Published positions (and pools). */
  positions(): Promise<BreezyPosition[]>;
  /** Every candidate of a position, summaries only (all pages). */
  candidates(positionId: string): Promise<BreezyCandidateSummary[]>;
  candidate(positionId: string, candidateId: string): Promise<BreezyCandidate>;
  /** The CV, for the CVthèque's proxy: a 429 is thrown at once, the person in front waits. */
  resume(positionId: string, candidateId: string): Promise<BreezyFile>;
  createCandidate(positionId: string, candidate: BreezyNewCandidate): Promise<{ _id: string }>;
  uploadResume(positionId: string, candidateId: string, file: BreezyFile): Promise<void>;
};

export type BreezyClientOptions = {
  /** Longest wait honoured on a 429 before giving up (the task is retried later). */
  maxWaitSeconds?: number;
  /** 429s waited out in one call before it fails. */
  maxRateLimitWaits?: number;
  /** Least time between two calls (Breezy counts calls per company). */
  minIntervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

export const CANDIDATES_PAGE_SIZE = 50;
const DEFAULT_WAIT_SECONDS = 10;

/** Retry-After in seconds or as an HTTP date; Breezy's default when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  return DEFAULT_WAIT_SECONDS;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createBreezyClient(config: Pick<BreezyConfig, "apiUrl" | "token" | "companyId">, options: BreezyClientOptions = {}): BreezyClient {
  const { maxWaitSeconds = 60, maxRateLimitWaits = 3, minIntervalMs = 250, sleep = pause, timeoutMs = 30_000 } = options;
  const company = `${config.apiUrl}/company/${encodeURIComponent(config.companyId)}`;
  let nextCallAt = 0;

  async function call(method: string, path: string, init: { body?: BodyInit; json?: unknown; waitOnRateLimit?: boolean } = {}): Promise<Response> {
    const { waitOnRateLimit = true } = init;
    for (let waits = 0; ; waits++) {
      const gap = nextCallAt - Date.now();
      if (gap > 0) await sleep(gap);
      nextCallAt = Date.now() + minIntervalMs;
      const headers: Record<string, string> = { Authorization: config.token, Accept: "application/json" };
      if (init.json !== undefined) headers["Content-Type"] = "application/json";
      let response: Response;
      try {
        response = await fetch(`${company}${path}`, {
          method,
          headers,
          body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new BreezyError(0);
      }
      if (response.ok) return response;
      await response.body?.cancel();
      if (response.status === 429) {
        const wait = retryAfterSeconds(response.headers.get("Retry-After"));
        if (waitOnRateLimit && waits < maxRateLimitWaits && wait <= maxWaitSeconds) {
          await sleep(wait * 1000);
          continue;
        }
        throw new BreezyError(429, wait);
      }
      throw new BreezyError(response.status);
    }
  }

  const json = async <T>(method: string, path: string, init?: Parameters<typeof call>[2]) => (await (await call(method, path, init)).json()) as T;
  const p = (id: string) => encodeURIComponent(id);

  return {
    positions: () => json<BreezyPosition[]>("GET", "/positions?state=published"),
    async candidates(positionId) {
      const all: BreezyCandidateSummary[] = [];
      for (let page = 1; ; page++) {
        const rows = await json<BreezyCandidateSummary[]>(
          "GET",
          `/position/${p(positionId)}/candidates?page_size=${CANDIDATES_PAGE_SIZE}&page=${page}&sort=updated`,
        );
        all.push(...rows);
        if (rows.length < CANDIDATES_PAGE_SIZE) return all;
      }
    },
    candidate: (positionId, candidateId) => json<BreezyCandidate>("GET", `/position/${p(positionId)}/candidate/${p(candidateId)}`),
    async resume(positionId, candidateId) {
      const response = await call("GET", `/position/${p(positionId)}/candidate/${p(candidateId)}/resume`, { waitOnRateLimit: false });
      const mime = (response.headers.get("Content-Type") ?? "application/pdf").split(";")[0]!.trim();
      const name = /filename="?([^";]+)"?/i.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "cv";
      return { bytes: new Uint8Array(await response.arrayBuffer()), mime, fileName: name };
    },
    createCandidate: (positionId, candidate) => json<{ _id: string }>("POST", `/position/${p(positionId)}/candidates`, { json: candidate }),
    async uploadResume(positionId, candidateId, file) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.fileName);
      const response = await call("POST", `/position/${p(positionId)}/candidate/${p(candidateId)}/resume`, { body: form });
      await response.body?.cancel();
    },
  };
}
