// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CandidateDetails } from "~common/candidates";
import { NotificationsProvider } from "../notifications";
import { CandidateDrawer } from "./candidate-drawer";
import { companyInitials, CompanyLogosProvider } from "./company-logo";
import { renderInDom } from "../../../../tests/support/render-in-dom";

const job = (companyName: string) => ({ title: "Secrétaire médicale", companyName, startDate: { year: 2018 }, endDate: null, summary: "" });
const candidate: CandidateDetails = {
  id: 4,
  name: "Inès Moreau",
  header: "Secrétaire médicale",
  summary: null,
  email: "ines.moreau@example.org",
  phoneNumber: null,
  address: null,
  zipcode: null,
  avatarUrl: "/api/jobs/avatars/0.svg",
  location: null,
  landRegistry: null,
  workHistory: [job("Clinique de la Sauvegarde"), job("SARL Martin et fils")],
  education: [],
  skills: [],
  languages: [],
  editedFields: [],
  resumeUrl: null,
  resumeFileName: null,
  resumeMime: null,
  resumeStatus: null,
  resumeError: null,
  validatedAt: null,
  createdAt: "2026-11-26T05:00:00.000Z",
  breezyUrl: null,
  breezyData: null,
  legacyData: null,
  nominatimData: null,
  position: null,
  applications: [],
  notes: [],
};

/** The drawer as the CVthèque opens it, the server answering the candidate's details. */
async function openDrawer(companyLogos: boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(candidate), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  const host = await renderInDom(
    <NotificationsProvider>
      <CompanyLogosProvider value={companyLogos}>
        <CandidateDrawer candidateId={4} onNavigate={() => {}} onClose={() => {}} />
      </CompanyLogosProvider>
    </NotificationsProvider>,
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { calls, host, logos: [...host.querySelectorAll("[data-testid=company-logo]")] as HTMLElement[] };
}

describe("company logos in the candidate drawer's «Expériences»", () => {
  it("shows each company's initials, and asks for no logo, without a logo service", async () => {
    const { calls, host, logos } = await openDrawer(false);
    expect(logos.map((logo) => logo.textContent)).toEqual(["CS", "MF"]);
    expect(host.querySelectorAll("[data-testid=company-logo] img")).toHaveLength(0);
    expect(calls).toEqual(["/api/jobs/candidates/4/details"]);
  });

  it("loads each logo lazily from our own server at a fixed size, initials underneath", async () => {
    const { logos } = await openDrawer(true);
    const images = logos.map((logo) => logo.querySelector("img")!);
    expect(images.map((img) => img.getAttribute("src"))).toEqual([
      "/api/jobs/company_logo?name=Clinique%20de%20la%20Sauvegarde",
      "/api/jobs/company_logo?name=SARL%20Martin%20et%20fils",
    ]);
    for (const img of images) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["32", "32"]);
    }
    // No logo (404): the picture goes, the initials stay.
    await act(async () => images[0]!.dispatchEvent(new Event("error")));
    expect(logos[0]!.querySelector("img")).toBeNull();
    expect(logos[0]!.textContent).toBe("CS");
  });

  it("makes initials of the significant words", () => {
    expect(companyInitials("Clinique Saint-Joseph")).toBe("CS");
    expect(companyInitials("l'Oréal")).toBe("O");
    expect(companyInitials("SNCF")).toBe("S");
    expect(companyInitials("de la")).toBe("DL");
    expect(companyInitials("—")).toBe("");
  });
});
