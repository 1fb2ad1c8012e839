import { expect, it } from "vitest";
import { pageCountOf, pageItems } from "./pagination";
import { nextSort } from "./types";

it("shows the two boundary pages at each end and the neighbours of the current page", () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageItems(1, 8)).toEqual([1, 2, "…", 7, 8]);
  expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageItems(10, 20)).toEqual([1, 2, "…", 9, 10, 11, "…", 19, 20]);
  expect(pageItems(20, 20)).toEqual([1, 2, "…", 19, 20]);
});

it("counts pages as ceil(count / limit), at least one", () => {
  expect([pageCountOf(0, 20), pageCountOf(20, 20), pageCountOf(21, 20), pageCountOf(101, 25)]).toEqual([1, 1, 2, 5]);
});

it("cycles a column's sort none → ascending → descending → none", () => {
  const asc = nextSort(null, "label");
  expect(asc).toEqual({ field: "label", direction: "asc" });
  const desc = nextSort(asc, "label");
  expect(desc).toEqual({ field: "label", direction: "desc" });
  expect(nextSort(desc, "label")).toBeNull();
  expect(nextSort(desc, "code")).toEqual({ field: "code", direction: "asc" });
});
