// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, getByRole, queryAllByRole } from "@testing-library/dom";
import { EMPTY_OFFER_SEARCH, type PlaceSuggestion } from "~common/offer-search";
import { PlaceCombobox } from "./place-combobox";
import { suggestionLink } from "./empty-results";
import { renderInDom } from "../../../../tests/support/render-in-dom";

const PLACES: PlaceSuggestion[] = [
  { label: "Saint-Herblain (44)", value: "Saint-Herblain", kind: "commune" },
  { label: "Saint-Étienne (42)", value: "Saint-Étienne", kind: "commune" },
  { label: "Savoie (73)", value: "Savoie", kind: "department" },
];

/** place_suggestions as the server answers: the places whose name starts like the query. */
function server() {
  const fetch = vi.fn(async (url: string) => {
    const query = new URL(url, "http://localhost").searchParams.get("query") ?? "";
    const rows = PLACES.filter((place) => place.value.toLowerCase().replace("-", " ").startsWith(query));
    return new Response(JSON.stringify(rows), { headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The list follows the typing 250 ms after the last letter. */
const listed = () => act(() => new Promise((resolve) => setTimeout(resolve, 320)));

function Field({ onPick }: { onPick: (place: PlaceSuggestion) => void }) {
  const [text, setText] = useState("");
  return (
    <div>
      <label htmlFor="lieu">Département ou ville</label>
      <PlaceCombobox
        id="lieu"
        text={text}
        onType={setText}
        onPick={(place) => {
          setText(place.value);
          onPick(place);
        }}
      />
    </div>
  );
}

async function show() {
  const onPick = vi.fn();
  const host = await renderInDom(<Field onPick={onPick} />);
  const input = getByRole(host, "combobox", { name: "Département ou ville" }) as HTMLInputElement;
  const type = async (value: string) => {
    await act(async () => {
      fireEvent.input(input, { target: { value } });
    });
  };
  const key = (name: string) => act(() => void fireEvent.keyDown(input, { key: name }));
  return { host, input, onPick, type, key };
}

describe("the place field's list (ARIA combobox)", () => {
  it("asks nothing under two letters, then lists places the arrows move through and Enter picks", async () => {
    const fetch = server();
    const { host, input, onPick, type, key } = await show();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    await type("s");
    await listed();
    expect(fetch).not.toHaveBeenCalled();
    await type("sa");
    await type("sai");
    await listed();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    const listbox = getByRole(host, "listbox", { name: "Lieux proposés" });
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    const options = queryAllByRole(listbox, "option");
    expect(options.map((option) => option.textContent)).toEqual(["Saint-Herblain (44)Ville", "Saint-Étienne (42)Ville"]);

    await key("ArrowDown");
    await key("ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1].id);
    expect(options[1].getAttribute("aria-selected")).toBe("true");
    await key("ArrowDown");
    // Past the last place, the first again.
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0].id);
    await key("Enter");
    expect(onPick).toHaveBeenCalledWith(PLACES[0]);
    expect(input.value).toBe("Saint-Herblain");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("closes on Escape keeping the text, opens again with the arrows; Enter without a place picks nothing", async () => {
    server();
    const { input, onPick, type, key } = await show();
    await type("sav");
    await listed();
    expect(input.getAttribute("aria-expanded")).toBe("true");
    await key("Escape");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.value).toBe("sav");
    await key("ArrowUp");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    await key("Escape");
    await key("Enter");
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe("the suggestion of an empty result", () => {
  const search = { ...EMPTY_OFFER_SEARCH, query: "comptble", location: "Saint-Herblain" };

  it("offers the closer spelling as a question", () => {
    const link = suggestionLink(search, { query: "comptable", count: 4 }, "/nos-offres");
    expect(link.lead).toBe("Vouliez-vous dire\u00a0:");
    expect(link.text).toBe("comptable");
    expect(link.trail).toBe("\u00a0?");
    expect(new URL(link.href, "http://localhost").searchParams.get("query")).toBe("comptable");
    expect(new URL(link.href, "http://localhost").searchParams.get("location")).toBe("Saint-Herblain");
  });

  it("widens to a radius around the town, or to the department", () => {
    const wider = suggestionLink(search, { distance: 50, count: 12 }, "/nos-offres");
    expect(wider.text).toBe("Élargir à 50\u00a0km autour de Saint-Herblain");
    expect(new URL(wider.href, "http://localhost").searchParams.get("distance")).toBe("50");
    expect(suggestionLink({ ...search, location: "Aix-en-Provence" }, { distance: 20, count: 3 }, "/nos-offres").text).toBe(
      "Élargir à 20\u00a0km autour d'Aix-en-Provence",
    );
    const department = suggestionLink({ ...search, distance: 20 }, { location: "44", count: 30 }, "/nos-offres");
    expect(department.text).toBe("Élargir la recherche\u00a0: le département 44");
    expect(new URL(department.href, "http://localhost").searchParams.get("distance")).toBeNull();
  });
});
