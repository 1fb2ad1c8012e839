import { describe, expect, it } from "vitest";
import { countText, sinceText, WORDINGS } from "./wording";

describe("the home's figures in French", () => {
  it("agree with none, one and many", () => {
    expect([0, 1, 12].map((n) => countText(n, WORDINGS.applications))).toEqual([
      "Aucune nouvelle candidature",
      "1 nouvelle candidature",
      "12 nouvelles candidatures",
    ]);
    expect([0, 1, 3].map((n) => countText(n, WORDINGS.cvDrops))).toEqual(["Aucun nouveau CV déposé", "1 nouveau CV déposé", "3 nouveaux CV déposés"]);
    expect(countText(1_250, WORDINGS.failedEmails)).toBe("1\u202f250 e-mails en échec");
  });

  it("say since when, in Paris time", () => {
    expect(sinceText("2026-11-28T08:12:00.000Z", false)).toBe("depuis votre dernière visite (28 nov. 2026 à 09:12)");
    expect(sinceText("2026-11-28T08:12:00.000Z", true)).toBe("ces 7 derniers jours");
  });
});
