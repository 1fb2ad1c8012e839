import { expect, it } from "vitest";
import { PageLinks } from "./page-links";
import { renderPageDom } from "../../../tests/support/render-page";

const rels = (nofollow: boolean) => {
  const Page = () => (
    <PageLinks label="Pagination des articles" page={2} pageCount={3} href={(page) => `/notre-actu?tags=btp,industrie&page=${page}`} nofollow={nofollow} />
  );
  const view = renderPageDom("/", { "/": Page });
  return view.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("rel")]);
};

it("asks crawlers not to follow the pages of a list filtered by several themes, and keeps prev/next", () => {
  expect(rels(true)).toEqual([
    ["Précédent", "prev nofollow"],
    ["1", "nofollow"],
    ["2", "nofollow"],
    ["3", "nofollow"],
    ["Suivant", "next nofollow"],
  ]);
  expect(rels(false).map(([, rel]) => rel)).toEqual(["prev", null, null, null, "next"]);
});
