import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BreezyCandidate, BreezyPosition } from "../../server/modules/breezy/breezy-api";

/** One request as the fake received it: what the tests assert on. */
export type FakeBreezyRequest = { method: string; path: string; query: URLSearchParams; authorization?: string; contentType?: string; body: Buffer };

/** A planned failure: the next `times` requests matching `when` get `status` (and headers). */
type Failure = { when: (request: FakeBreezyRequest) => boolean; status: number; times: number; headers?: Record<string, string> };

export type FakeBreezy = {
  /** BREEZY_* settings pointing at this fake. */
  env: Record<string, string>;
  token: string;
  companyId: string;
  positions: BreezyPosition[];
  /** Candidates per position id, with their details. */
  candidates: Map<string, BreezyCandidate[]>;
  /** CV bytes per candidate id (GET …/resume). */
  resumes: Map<string, { bytes: Buffer; mime: string; fileName: string }>;
  /** Candidates created by the site (POST …/candidates), per position. */
  created: { positionId: string; id: string; body: Record<string, unknown> }[];
  /** CVs received (POST …/candidate/{id}/resume). */
  uploads: { positionId: string; candidateId: string; contentType: string; body: Buffer }[];
  requests: FakeBreezyRequest[];
  fail: (when: (request: FakeBreezyRequest) => boolean, status: number, options?: { times?: number; headers?: Record<string, string> }) => void;
  close: () => Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/** An answer in JSON, as Breezy gives. */
type Answer = (status: number, body?: unknown, headers?: Record<string, string>) => void;

/**
 * Everything under …/position/{id}: its candidates (a page of them, newest update first, or a
 * new one), a candidate's details, and a candidate's CV (read, or sent by the site).
 */
function positionRoute(fake: FakeBreezy, request: FakeBreezyRequest, parts: string[], answer: Answer, res: ServerResponse): void {
  const positionId = parts[1];
  if (!fake.positions.some((p) => p._id === positionId)) return answer(404, { error: { type: "not_found" } });
  const list = fake.candidates.get(positionId) ?? [];

  if (parts.length === 3 && parts[2] === "candidates") {
    if (request.method === "GET") {
      const size = Number(request.query.get("page_size") ?? 50);
      const page = Number(request.query.get("page") ?? 1);
      const sorted = [...list].sort((a, b) => (b.updated_date ?? "").localeCompare(a.updated_date ?? ""));
      return answer(
        200,
        sorted
          .slice((page - 1) * size, page * size)
          .map(({ _id, name, email_address, creation_date, updated_date }) => ({ _id, name, email_address, creation_date, updated_date })),
      );
    }
    if (request.method === "POST") {
      const body = JSON.parse(request.body.toString("utf8")) as Record<string, unknown>;
      if (typeof body.name !== "string" || typeof body.email_address !== "string") return answer(400, { error: { type: "invalid" } });
      const id = `cand-${fake.created.length + 1}`;
      fake.created.push({ positionId, id, body });
      return answer(200, { _id: id, ...body });
    }
  }
  if (parts[2] === "candidate" && parts[3]) {
    const candidateId = parts[3];
    if (parts.length === 4 && request.method === "GET") {
      const found = list.find((c) => c._id === candidateId);
      return found ? answer(200, found) : answer(404, { error: { type: "not_found" } });
    }
    if (parts.length === 5 && parts[4] === "resume") {
      if (request.method === "GET") {
        const resume = fake.resumes.get(candidateId);
        if (!resume) return answer(404, { error: { type: "not_found" } });
        res.writeHead(200, { "Content-Type": resume.mime, "Content-Disposition": `attachment; filename="${resume.fileName}"` });
        res.end(resume.bytes);
        return;
      }
      if (request.method === "POST") {
        if (!fake.created.some((c) => c.id === candidateId)) return answer(404, { error: { type: "not_found" } });
        fake.uploads.push({ positionId, candidateId, contentType: request.contentType ?? "", body: request.body });
        return answer(200, { success: true });
      }
    }
  }
  return answer(404, { error: { type: "not_found" } });
}

/**
 * A local stand-in for Breezy HR's API v3 on 127.0.0.1 (decision 0035): the calls the site
 * makes, the raw token in `Authorization`, candidates listed by pages of `page_size`, newest
 * update first, and planned failures (429 with Retry-After, 500) to test what the site does.
 */
export async function startFakeBreezy(): Promise<FakeBreezy> {
  const fake: FakeBreezy = {
    env: {},
    close: async () => {},
    token: "jeton-breezy-de-test",
    companyId: "societe-test",
    positions: [],
    candidates: new Map(),
    resumes: new Map(),
    created: [],
    uploads: [],
    requests: [],
    fail: () => {},
  };
  const failures: Failure[] = [];
  fake.fail = (when, status, options = {}) => failures.push({ when, status, times: options.times ?? 1, headers: options.headers });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const request: FakeBreezyRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: await read(req),
      };
      fake.requests.push(request);
      const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "Content-Type": "application/json", ...headers });
        res.end(body === undefined ? "" : JSON.stringify(body));
      };
      const failure = failures.find((f) => f.times > 0 && f.when(request));
      if (failure) {
        failure.times -= 1;
        return answer(failure.status, { error: { type: "fake", message: "planned failure" } }, failure.headers);
      }
      if (request.authorization !== fake.token) return answer(401, { error: { type: "unauthorized" } });
      const prefix = `/v3/company/${fake.companyId}`;
      if (!request.path.startsWith(`${prefix}/`)) return answer(404, { error: { type: "not_found" } });
      const parts = request.path
        .slice(prefix.length + 1)
        .split("/")
        .map(decodeURIComponent);

      if (request.method === "GET" && parts.length === 1 && parts[0] === "positions") {
        const state = request.query.get("state");
        return answer(
          200,
          fake.positions.filter((p) => !state || p.state === state),
        );
      }
      if (parts[0] !== "position" || !parts[1]) return answer(404, { error: { type: "not_found" } });
      return positionRoute(fake, request, parts, answer, res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The same object the server reads: tests may replace its lists between runs.
  fake.env = { BREEZY_API_URL: `http://127.0.0.1:${port}/v3`, BREEZY_API_TOKEN: fake.token, BREEZY_COMPANY_ID: fake.companyId };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
