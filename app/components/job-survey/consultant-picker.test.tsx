// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, getByRole, getByText } from "@testing-library/dom";
import { ConsultantPicker } from "./consultant-picker";
import { renderInDom } from "../../../tests/support/render-in-dom";

const HELENE = { id: 3, firstName: "Hélène", lastName: "Garnier" };
const HUGO = { id: 4, firstName: "Hugo", lastName: "Garnier" };
const CLAIRE = { id: 9, firstName: "Claire", lastName: "Martin" };

/** search_users as the server answers the picker: ids and names, never an address. */
function server() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { query?: string; recruiterEmail?: string; recruiterId?: number };
      const rows =
        body.recruiterEmail === "c.martin@cabinet.test"
          ? [CLAIRE]
          : body.recruiterId
            ? [HELENE, HUGO].filter((c) => c.id === body.recruiterId)
            : [HELENE, HUGO];
      return new Response(JSON.stringify({ rows, count: rows.length, total: rows.length }), { headers: { "Content-Type": "application/json" } });
    }),
  );
}

/** The picker's searches wait 300 ms after the last change. */
const searched = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

/** The picker with this value, rendered (again) in the test's root; its element. */
async function show(value: string, onChange = vi.fn()) {
  const host = await renderInDom(<ConsultantPicker value={value} onChange={onChange} readOnly={false} onBlur={() => {}} />);
  await searched();
  return host;
}

describe("the survey's consultant picker", () => {
  it("shows the consultant staff named with the address the candidate was given", async () => {
    server();
    const picker = await show("c.martin@cabinet.test");
    expect(getByText(picker, "Claire Martin (c.martin@cabinet.test)")).toBeTruthy();
  });

  it("lists names to pick from, keeps the pick as an id, and shows its name", async () => {
    server();
    const onChange = vi.fn();
    const picker = await show("", onChange);
    fireEvent.input(getByRole(picker, "searchbox", { name: "Rechercher par nom ou e-mail" }), { target: { value: "garnier" } });
    await searched();
    expect(picker.textContent).not.toContain("@");
    fireEvent.click(getByRole(picker, "button", { name: "Hélène Garnier" }));
    expect(onChange).toHaveBeenCalledWith("3");
    await show("3", onChange);
    expect(getByText(picker, "Hélène Garnier", { selector: "p" })).toBeTruthy();
    expect(getByRole(picker, "button", { name: "Hélène Garnier" }).getAttribute("aria-pressed")).toBe("true");
  });
});
