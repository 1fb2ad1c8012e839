// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, getByRole, queryAllByRole, queryByRole } from "@testing-library/dom";
import { ManagerView } from "./manager-view";
import type { ManagerMeta, Row } from "./types";

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const all = { view: true, add: true, change: true, delete: true };
const meta = (inlineEdit: boolean): ManagerMeta => ({
  appLabel: "training",
  appName: "Formations",
  model: "level",
  name: "Niveau",
  namePlural: "Niveaux",
  titleField: "label",
  pageSize: 20,
  viewOnly: false,
  ...(inlineEdit && { inlineEdit: true as const }),
  defaultSort: ["label"],
  columns: [
    { field: "label", label: "Libellé", sortable: true },
    { field: "header", label: "Explication", sortable: false },
  ],
  filters: [{ field: "query", label: "Recherche", type: "text" }],
  formFields: [
    { field: "label", label: "Libellé", type: "text", required: true },
    { field: "header", label: "Explication", type: "textarea" },
  ],
  tabs: [],
  permissions: all,
  undeletableIds: [],
  urls: { list: "/admin/training/level", add: "/admin/training/level?add=1", action: "/api/admin/training/level" },
  notifications: {
    created: "Le niveau a été créé",
    updated: "Le niveau a été modifié",
    createFailed: "Le niveau n'a pas été créé",
    updateFailed: "Le niveau n'a pas été modifié",
    deleted: "Le niveau a été supprimé",
    deleteFailed: "Le niveau n'a pas été supprimé",
  },
});

const rows: Row[] = [
  { id: 1, label: "Débutant", header: "Aucune expérience" },
  { id: 2, label: "Expert", header: null },
];

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
const LEVEL_IMPACT = "Ce niveau est utilisé par 3 formations : elles n'en auront plus.";

/** The server: answers the list, a deletion's consequence, and a save with `saveAnswer` (a record, or an error with its status). */
function server(saveAnswer: { status: number; body: unknown }) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init.method ?? "GET", body });
      const answer = url.endsWith("/search")
        ? { status: 200, body: { rows, count: 2, total: 2 } }
        : url.endsWith("/save")
          ? saveAnswer
          : url.includes("/delete_impact/")
            ? { status: 200, body: { impact: LEVEL_IMPACT } }
            : { status: 200, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
}

let root: Root | null = null;
let container: HTMLElement;
function mount(inlineEdit = true) {
  container = document.createElement("div");
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<ManagerView meta={meta(inlineEdit)} initial={{ rows, count: 2, total: 2 }} />);
  });
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const input = (name: string) => getByRole<HTMLInputElement>(container, "textbox", { name });

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  root = null;
  vi.unstubAllGlobals();
});

describe("inline-edited reference lists", () => {
  it("shows each row's label and header as labelled inputs, with no drawer and no «Ajouter» above the table", () => {
    server({ status: 200, body: {} });
    mount();
    expect(input("Libellé de Débutant").value).toBe("Débutant");
    expect(input("Explication de Débutant").value).toBe("Aucune expérience");
    expect(input("Explication d'Expert").value).toBe("");
    // The only «Ajouter» is the add row's.
    expect(queryAllByRole(container, "button", { name: "Ajouter" })).toHaveLength(1);
    expect(input("Libellé de l'élément à ajouter").value).toBe("");
    expect(queryByRole(container, "dialog")).toBeNull();
  });

  it("saves a row with its id, label and header, notifies, and reloads the list", async () => {
    server({ status: 200, body: { id: 1, label: "Débutant", header: "Première fois" } });
    mount();
    fireEvent.change(input("Explication de Débutant"), { target: { value: "Première fois" } });
    fireEvent.click(getByRole(container, "button", { name: "Enregistrer Débutant" }));
    await settle();
    expect(calls[0]).toEqual({ url: "/api/admin/training/level/save", method: "POST", body: { id: 1, label: "Débutant", header: "Première fois" } });
    expect(calls.some((c) => c.url.endsWith("/search"))).toBe(true);
    expect(getByRole(document.body, "status").textContent).toBe("Le niveau a été modifié");
    expect(input("Explication de Débutant").value).toBe("Première fois");
  });

  it("shows a server's field message under that row's input, which takes the focus", async () => {
    server({ status: 400, body: { detail: "Données invalides", errors: { label: "Le libellé est requis" } } });
    mount();
    fireEvent.change(input("Libellé d'Expert"), { target: { value: "" } });
    fireEvent.click(getByRole(container, "button", { name: "Enregistrer Expert" }));
    await settle();
    const label = input("Libellé d'Expert");
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(label.getAttribute("aria-describedby")!)?.textContent).toBe("Le libellé est requis");
    expect(document.activeElement).toBe(label);
    expect(input("Libellé de Débutant").getAttribute("aria-invalid")).toBe("false");
    expect(getByRole(document.body, "alert").textContent).toBe("Le niveau n'a pas été modifié");
  });

  it("adds a record from the add row, without an id, and empties it", async () => {
    server({ status: 200, body: { id: 3, label: "Confirmé", header: null } });
    mount();
    fireEvent.change(input("Libellé de l'élément à ajouter"), { target: { value: "Confirmé" } });
    fireEvent.click(getByRole(container, "button", { name: "Ajouter" }));
    await settle();
    expect(calls[0]).toEqual({ url: "/api/admin/training/level/save", method: "POST", body: { label: "Confirmé", header: "" } });
    expect(getByRole(document.body, "status").textContent).toBe("Le niveau a été créé");
    expect(input("Libellé de l'élément à ajouter").value).toBe("");
  });

  it("deletes a row only once confirmed, saying first what else the deletion touches", async () => {
    server({ status: 200, body: {} });
    mount();
    act(() => {
      fireEvent.click(getByRole(container, "button", { name: "Supprimer Expert" }));
    });
    const confirm = getByRole(container, "alertdialog", { name: "Confirmer la suppression" });
    expect(document.activeElement).toBe(getByRole(confirm, "button", { name: "Annuler" }));
    await settle();
    // Asking deletes nothing: it reads the deletion's consequence, shown in the question.
    expect(calls).toEqual([{ url: "/api/admin/training/level/delete_impact/2", method: "GET", body: undefined }]);
    expect(confirm.textContent).toContain(LEVEL_IMPACT);
    fireEvent.click(getByRole(confirm, "button", { name: "Oui, supprimer" }));
    await settle();
    expect(calls[1]).toMatchObject({ url: "/api/admin/training/level/delete/2", method: "DELETE" });
    expect(getByRole(document.body, "status").textContent).toBe("Le niveau a été supprimé");
  });

  it("leaves the other managers with read-only rows and the drawer", () => {
    server({ status: 200, body: {} });
    mount(false);
    expect(queryByRole(container, "textbox", { name: "Libellé de Débutant" })).toBeNull();
    expect(getByRole(container, "button", { name: "Débutant" })).toBeTruthy();
    expect(queryAllByRole(container, "button", { name: "Ajouter" })).toHaveLength(1);
  });
});
