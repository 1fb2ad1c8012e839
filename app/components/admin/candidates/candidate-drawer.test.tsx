// @vitest-environment happy-dom
import { act } from "react";
import { expect, it, vi } from "vitest";
import type { CandidateDetails } from "~common/candidates";
import { CandidateDrawer } from "./candidate-drawer";
import { renderInDom } from "../../../../tests/support/render-in-dom";

it("keeps the tab staff pick while the record loads, instead of the default tab the record would open on", async () => {
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const host = await renderInDom(<CandidateDrawer candidateId={7} onNavigate={() => {}} onClose={() => {}} />);
  const tab = (name: string) => [...host.querySelectorAll("[role=tab]")].find((element) => element.textContent === name) as HTMLButtonElement;
  await act(async () => tab("Données").click());

  // With a work history the record opens on «Candidat»: it arrives after the click.
  const details = {
    id: 7,
    name: "Camille Durand",
    email: "camille@example.org",
    workHistory: [{ title: "Comptable", companyName: "Fiducial", startDate: { year: 2020 }, endDate: null, summary: "" }],
    education: [],
    skills: [],
    languages: [],
    applications: [],
    notes: [],
  } as unknown as CandidateDetails;
  await act(async () => answer(new Response(JSON.stringify(details), { status: 200, headers: { "Content-Type": "application/json" } })));
  await vi.waitFor(() => expect(host.textContent).toContain("Camille Durand"));
  expect(tab("Données").getAttribute("aria-selected")).toBe("true");
  expect(tab("Candidat").getAttribute("aria-selected")).toBe("false");
});
