// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, getByRole, queryByText } from "@testing-library/dom";
import { RichTextEditor } from "./rich-text-editor";

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const control = { id: "description", "aria-invalid": false };
let root: Root | null = null;
let container: HTMLElement;

/** The drawer around the editor: it holds the value, as record-drawer does, and counts the changes. */
function mount(initial: string | null) {
  const changes: string[] = [];
  let setValue: (value: string | null) => void = () => {};
  function Drawer() {
    const [value, set] = useState<string | null>(initial);
    setValue = set;
    return (
      <RichTextEditor
        control={control}
        label="Description"
        value={value}
        disabled={false}
        onChange={(html) => {
          changes.push(html);
          set(html);
        }}
      />
    );
  }
  container = document.createElement("div");
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<Drawer />);
  });
  const editable = () => getByRole(container, "textbox", { name: "Description" });
  return { changes, editable, load: (value: string | null) => act(() => setValue(value)) };
}

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  root = null;
});

describe("rich-text editor of the manager drawer", () => {
  it("shows a toolbar of French buttons, each with its pressed state, and an editable named by its label", () => {
    const { editable } = mount("<p>Bonjour</p>");
    const toolbar = getByRole(container, "toolbar", { name: "Mise en forme" });
    for (const label of ["Titre de niveau 2", "Titre de niveau 3", "Gras", "Italique", "Liste à puces", "Liste numérotée", "Lien", "Citation"]) {
      expect(getByRole(toolbar, "button", { name: label }).getAttribute("aria-pressed")).toBe("false");
    }
    expect(getByRole<HTMLButtonElement>(toolbar, "button", { name: "Annuler" }).disabled).toBe(true);
    // One tab stop for the whole toolbar (WAI-ARIA toolbar pattern).
    expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(editable().id).toBe("description");
    expect(editable().getAttribute("aria-invalid")).toBe("false");
    expect(editable().innerHTML).toBe("<p>Bonjour</p>");
  });

  it("never reports a change for a record it only shows, however TipTap rewrites its HTML", () => {
    const { changes, editable, load } = mount(null);
    load("<p>Ancien <b>texte</b></p><p>Deuxième</p>");
    expect(editable().querySelector("strong")?.textContent).toBe("texte");
    load("<p>Un autre enregistrement</p>");
    expect(editable().textContent).toBe("Un autre enregistrement");
    load(null);
    expect(editable().textContent).toBe("");
    expect(changes).toEqual([]);
  });

  it("makes the selection bold with «Gras» and sends the editor's HTML", () => {
    const { changes, editable } = mount("<p>Bonjour le monde</p>");
    // Ctrl+A selects the whole text, as a user would before pressing «Gras».
    act(() => {
      editable().focus();
      fireEvent.keyDown(editable(), { key: "a", code: "KeyA", ctrlKey: true });
    });
    const bold = getByRole(container, "button", { name: "Gras" });
    act(() => bold.click());
    expect(changes.at(-1)).toBe("<p><strong>Bonjour le monde</strong></p>");
    expect(editable().querySelector("strong")?.textContent).toBe("Bonjour le monde");
    expect(bold.getAttribute("aria-pressed")).toBe("true");

    act(() => getByRole(container, "button", { name: "Liste à puces" }).click());
    expect(changes.at(-1)).toBe("<ul><li><p><strong>Bonjour le monde</strong></p></li></ul>");
    act(() => getByRole(container, "button", { name: "Annuler" }).click());
    expect(changes.at(-1)).toBe("<p><strong>Bonjour le monde</strong></p>");
  });

  it("sends an empty string once everything is deleted, not an empty paragraph", () => {
    const { changes, editable } = mount("<p>À effacer</p>");
    act(() => {
      editable().focus();
      fireEvent.keyDown(editable(), { key: "a", code: "KeyA", ctrlKey: true });
    });
    act(() => getByRole(container, "button", { name: "Gras" }).click());
    act(() => getByRole(container, "button", { name: "Gras" }).click());
    expect(changes.at(-1)).toBe("<p>À effacer</p>");
    act(() => {
      fireEvent.keyDown(editable(), { key: "a", code: "KeyA", ctrlKey: true });
      fireEvent.keyDown(editable(), { key: "Backspace", code: "Backspace" });
    });
    expect(changes.at(-1)).toBe("");
    expect(queryByText(container, "À effacer")).toBeNull();
  });
});

describe("links", () => {
  it("keeps links to the site's own pages and anchors as they were loaded, and drops script addresses", () => {
    const { editable } = mount(
      '<p><a href="/contact">Contact</a> <a href="#faq">FAQ</a> <a href="https://exemple.fr">site</a> <a href="javascript:alert(1)">piège</a></p>',
    );
    const hrefs = [...editable().querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/contact", "#faq", "https://exemple.fr"]);
  });
});
