// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import type { CandidateDetails } from "~common/candidates";
import { ResumeTab } from "./resume-tab";
import { renderInDom } from "../../../../tests/support/render-in-dom";

it("shows a CV its reading gave up on as «CV illisible» with the reason, and offers the file when its page cannot be shown", async () => {
  const detail = "Ce CV ne peut pas être affiché (document trop volumineux une fois décompressé) : téléchargez-le pour l'ouvrir.";
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ detail }), { status: 422, headers: { "Content-Type": "application/json" } })),
  );
  const candidate = {
    id: 7,
    name: "Camille Durand",
    email: "camille@example.org",
    resumeUrl: "/api/jobs/candidates/7/resume",
    resumeMime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    resumeStatus: "FAILED",
    resumeError: "Document trop volumineux une fois décompressé",
    breezyUrl: null,
  } as CandidateDetails;
  const host = await renderInDom(<ResumeTab candidate={candidate} />);
  await vi.waitFor(() => expect(host.querySelector("[role=alert]")).not.toBeNull());

  expect(host.textContent).toContain("CV illisible : Document trop volumineux une fois décompressé");
  expect(host.querySelector("[role=alert]")!.textContent).toContain(detail);
  expect(host.querySelector("a")!.getAttribute("href")).toBe("/api/jobs/candidates/7/resume?download=1");
});
