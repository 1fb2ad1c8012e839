import { expect, it } from "vitest";
import type { HistoryLine } from "~common/history";
import { lineText } from "./record-history";

const line = (action: HistoryLine["action"], changes: HistoryLine["changes"]): HistoryLine => ({
  id: 1,
  at: "2026-11-27T23:34:00Z",
  actor: "Claire Martin",
  action,
  changes,
});

it("writes each line as staff read it: the verb agreed, short values quoted, long ones named, empty ones «vide»", () => {
  expect(
    lineText(
      line("update", [
        { field: "title", label: "Titre", before: "Ancien", after: "Nouveau" },
        { field: "description", label: "Description" },
        { field: "subtitle", label: "Sous-titre", before: null, after: "Neuf" },
      ]),
    ),
  ).toBe("Claire Martin a modifié\u00a0: Titre («\u00a0Ancien\u00a0» → «\u00a0Nouveau\u00a0»), Description, Sous-titre (vide → «\u00a0Neuf\u00a0»)");
  expect(lineText(line("create", [{ field: "title", label: "Titre", before: null, after: "Bonjour" }]))).toBe(
    "Claire Martin a créé\u00a0: Titre («\u00a0Bonjour\u00a0»)",
  );
  expect(lineText(line("delete", []))).toBe("Claire Martin a supprimé");
});
