// @vitest-environment happy-dom
import { act } from "react";
import { expect, it, vi } from "vitest";
import type { CandidateCriteria, CandidateListRow, CandidatePlace, SavedCandidateSearch } from "~common/candidates";
import { renderInDom } from "../../../../tests/support/render-in-dom";
import { NotificationsProvider } from "../notifications";
import { CandidateCards } from "./candidate-cards";
import { CandidateFilters } from "./candidate-filters";
import { RelevanceRing } from "./rings";
import { SavedSearches } from "./saved-searches";
import { EMPTY_CRITERIA } from "./use-candidate-search";

const fr = (value: number, decimals: number) =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

it("writes the Pertinence tooltip's percentage and score the French way, as fr-FR's NumberFormat does", async () => {
  const host = await renderInDom(<RelevanceRing score={0.40436} maxScore={0.5} />);
  const title = host.querySelector("[role=img]")!.getAttribute("title");
  expect(title).toBe(`Pertinence 80,87\u202f% (score 0,4044)`);
  expect(title).toBe(`Pertinence ${fr(80.872, 2)}\u202f% (score ${fr(0.40436, 4)})`);
  expect(title).not.toMatch(/\d\.\d/);
});

it("shows a candidate's distance from the chosen place in French decimals", async () => {
  const row = {
    id: 1,
    name: "Léa Fontaine",
    header: "Comptable",
    email: "lea@example.org",
    avatarUrl: "/a.svg",
    zipcode: "69100",
    place: { id: 2, label: "Villeurbanne", zipcode: "69100", code: "69266", level: 3 },
    validatedAt: null,
    score: 1,
    maxScore: 1,
    distanceKm: 4.2,
    location: null,
    resumeStatus: "EXTRACTED",
    offer: null,
  } satisfies CandidateListRow;
  const host = await renderInDom(<CandidateCards rows={[row]} now={Date.now()} openId={null} onOpen={() => {}} loading={false} />);
  expect(host.textContent).toContain("69100 Villeurbanne · à 4,2\u00a0km");
});

const lyon: CandidatePlace = { id: 27279, label: "Lyon", zipcode: "69001", code: "69123", level: 3 };

it("names the chosen place, not its number, when criteria come back with it", async () => {
  const criteria: CandidateCriteria = { ...EMPTY_CRITERIA, profile: "comptable", landRegistry: lyon.id, distance: 20 };
  const host = await renderInDom(<CandidateFilters criteria={criteria} place={lyon} onChange={() => {}} onPlace={() => {}} />);
  const chosen = [...host.querySelectorAll("select option")].find((option) => (option as HTMLOptionElement).value === String(lyon.id));
  expect(chosen?.textContent).toBe("Lyon (69001)");
  expect(host.textContent).not.toContain("Lieu n°");
});

it("reopens a saved search with its place's name", async () => {
  const saved: SavedCandidateSearch = {
    id: 5,
    label: "Comptables à Lyon",
    queries: { ...EMPTY_CRITERIA, profile: "comptable", landRegistry: lyon.id, distance: 20 },
    place: lyon,
    createdAt: "2026-11-28T00:00:00.000Z",
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = String(url).includes("search_user_candidate_search") ? { rows: [saved] } : saved;
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  const onOpen = vi.fn();
  const host = await renderInDom(
    <NotificationsProvider>
      <SavedSearches criteria={EMPTY_CRITERIA} onOpen={onOpen} />
    </NotificationsProvider>,
  );
  const select = await vi.waitFor(() => {
    const found = [...host.querySelectorAll("select")].find((s) => s.querySelector(`option[value="${saved.id}"]`));
    if (!found) throw new Error("the saved searches are not listed yet");
    return found;
  });
  await act(async () => {
    select.value = String(saved.id);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(saved.queries, lyon));
});
