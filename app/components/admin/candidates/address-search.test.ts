import { describe, expect, it } from "vitest";
import { searchFromAddress } from "./address-search";

const read = (query: string) => searchFromAddress(new URLSearchParams(query));

describe("a CVthèque address", () => {
  it("opens a saved search by its id and the candidates received since a Paris time, of a kind or either", () => {
    expect(read("recherche=12")).toEqual({ savedSearchId: 12, received: null });
    expect(read("depuis=2026-11-28T09:12&envoi=CV_DROP")).toEqual({ savedSearchId: null, received: { since: "2026-11-28T09:12", kind: "CV_DROP" } });
    expect(read("depuis=2026-11-28T09:12&envoi=autre").received).toEqual({ since: "2026-11-28T09:12", kind: null });
  });

  it("ignores what is no id or no date and time", () => {
    expect(read("recherche=-3&depuis=hier")).toEqual({ savedSearchId: null, received: null });
    expect(read("recherche=1.5&depuis=2026-11-28")).toEqual({ savedSearchId: null, received: null });
  });
});
