import { describe, expect, it } from "vitest";
import { ELEMENT_TYPES, emptyRootBox, type PageElement } from "~common/editorial";
import { pageElementsSchema } from "../../../../server/modules/editorial/page-elements";
import {
  allElements,
  appendToRoot,
  createElement,
  elementSummary,
  findElement,
  removeElement,
  spacingValue,
  uniqueId,
  updateAttributes,
  updateStyle,
} from "./element-tree";

/** A root box holding a header and a box that holds a text. */
function sampleTree(): PageElement {
  return {
    id: "root",
    type: "box",
    attributes: {},
    style: { flexDirection: "column" },
    children: [
      { id: "header-1", type: "header", attributes: { title: "Bienvenue", description: "" }, style: { padding: 40 }, children: [] },
      {
        id: "box-1",
        type: "box",
        attributes: {},
        style: { flexDirection: "row" },
        children: [{ id: "text-1", type: "text", attributes: { text: "Bonjour" }, style: {}, children: [] }],
      },
    ],
  };
}

describe("adding elements", () => {
  it("appends a new element at the end of the root box with its default attributes", () => {
    let tree = emptyRootBox();
    for (const type of ["header", "button"] as const) tree = appendToRoot(tree, createElement(tree, type));
    expect(tree.children.map((child) => child.type)).toEqual(["header", "button"]);
    expect(tree.children[0]).toMatchObject({ id: "header-1", attributes: { title: "Titre de la section", description: "" }, style: {}, children: [] });
    expect(tree.children[1]).toMatchObject({ id: "button-1", attributes: { label: "En savoir plus", href: "/contact" } });
    expect(createElement(tree, "richText").attributes).toEqual({ html: "<p>Votre texte</p>" });
    expect(createElement(tree, "text").attributes).toEqual({ text: "Votre texte" });
    expect(createElement(tree, "box").style).toEqual({ flexDirection: "column" });
  });

  it("gives every new element an id unused anywhere in the tree", () => {
    const tree = sampleTree();
    expect(uniqueId(tree, "header")).toBe("header-2");
    expect(uniqueId(tree, "text")).toBe("text-2");
    expect(uniqueId(tree, "button")).toBe("button-1");
    let grown = tree;
    for (let i = 0; i < 5; i++) grown = appendToRoot(grown, createElement(grown, "text"));
    const ids = allElements(grown).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("leaves the tree it was given untouched", () => {
    const tree = sampleTree();
    const before = JSON.stringify(tree);
    appendToRoot(tree, createElement(tree, "counters"));
    updateStyle(tree, "text-1", { padding: 10 });
    updateAttributes(tree, "header-1", { title: "Autre" });
    removeElement(tree, "box-1");
    expect(JSON.stringify(tree)).toBe(before);
  });

  it("builds trees the server accepts, one element of each type", () => {
    let tree = emptyRootBox();
    for (const type of ELEMENT_TYPES) tree = appendToRoot(tree, createElement(tree, type));
    expect(pageElementsSchema.safeParse(tree).success).toBe(true);
  });
});

describe("finding and editing", () => {
  it("finds an element at any depth", () => {
    const tree = sampleTree();
    expect(findElement(tree, "root")).toBe(tree);
    expect(findElement(tree, "text-1")?.attributes).toEqual({ text: "Bonjour" });
    expect(findElement(tree, "nope")).toBeUndefined();
  });

  it("replaces some attributes of one element, keeping the others", () => {
    const tree = updateAttributes(sampleTree(), "header-1", { title: "Nos métiers" });
    expect(findElement(tree, "header-1")?.attributes).toEqual({ title: "Nos métiers", description: "" });
    const nested = updateAttributes(tree, "text-1", { text: "Au revoir" });
    expect(findElement(nested, "text-1")?.attributes).toEqual({ text: "Au revoir" });
    // Untouched branches are the same objects (React redraws only what changed).
    expect(nested.children[0]).toBe(tree.children[0]);
    expect(updateAttributes(tree, "nope", { text: "x" })).toBe(tree);
  });

  it("sets and removes style properties", () => {
    let tree = updateStyle(sampleTree(), "header-1", { padding: 24, margin: 8 });
    expect(findElement(tree, "header-1")?.style).toEqual({ padding: 24, margin: 8 });
    tree = updateStyle(tree, "header-1", { margin: undefined });
    expect(findElement(tree, "header-1")?.style).toEqual({ padding: 24 });
    tree = updateStyle(tree, "root", { justifyContent: "center", flexDirection: "row" });
    expect(tree.style).toEqual({ flexDirection: "row", justifyContent: "center" });
  });

  it("reads typed spacings as whole pixels from 0 to 50", () => {
    expect(["24", "0", "50", "", "  ", "abc", "-3", "80", "12.6"].map(spacingValue)).toEqual([24, 0, 50, undefined, undefined, undefined, 0, 50, 13]);
  });
});

describe("removing elements", () => {
  it("removes an element at any depth with what it holds, never the root", () => {
    const tree = sampleTree();
    expect(allElements(removeElement(tree, "text-1")).map((e) => e.id)).toEqual(["root", "header-1", "box-1"]);
    expect(allElements(removeElement(tree, "box-1")).map((e) => e.id)).toEqual(["root", "header-1"]);
    expect(removeElement(tree, "root")).toBe(tree);
    expect(removeElement(tree, "nope")).toBe(tree);
  });
});

it("names each element in the outline by its type and a few of its words", () => {
  const tree = sampleTree();
  expect(elementSummary(tree)).toBe("Boîte racine");
  expect(elementSummary(findElement(tree, "header-1")!)).toBe("En-tête — Bienvenue");
  expect(elementSummary(findElement(tree, "box-1")!)).toBe("Boîte");
  const rich = createElement(tree, "richText");
  expect(elementSummary(updateAttributes(rich, rich.id, { html: "<h2>Pourquoi</h2><p>nous   choisir</p>" }))).toBe("Texte enrichi — Pourquoi nous choisir");
  const long = updateAttributes(tree, "text-1", { text: "a".repeat(60) });
  expect(elementSummary(findElement(long, "text-1")!)).toBe(`Texte — ${"a".repeat(40)}…`);
});
