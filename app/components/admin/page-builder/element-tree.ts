import { ELEMENT_LABELS, ROOT_ELEMENT_ID, SPACING_MAX, type ElementAttributes, type ElementStyle, type ElementType, type PageElement } from "~common/editorial";

// The page builder's edits (spec 3 §2.4): pure functions over an ELEMENTS page's tree, so the
// screen only swaps one tree for the next and the rules are tested without a browser.

/** What a new element of each type holds until staff change it. */
export const DEFAULT_ATTRIBUTES: { [T in ElementType]: ElementAttributes[T] } = {
  box: {},
  button: { label: "En savoir plus", href: "/contact" },
  text: { text: "Votre texte" },
  richText: { html: "<p>Votre texte</p>" },
  header: { title: "Titre de la section", description: "" },
  contact: {},
  counters: {},
};

/** A box lays its children out in a column unless told otherwise; the others start unstyled. */
const defaultStyle = (type: ElementType): ElementStyle => (type === "box" ? { flexDirection: "column" } : {});

/** Every element of the tree, the root first, in reading order. */
export function allElements(root: PageElement): PageElement[] {
  return [root, ...root.children.flatMap(allElements)];
}

/** The element with this id, or undefined. */
export function findElement(root: PageElement, id: string): PageElement | undefined {
  return allElements(root).find((element) => element.id === id);
}

/**
 * An id no element of the tree uses: `{type}-{n}` with the smallest such n. The server
 * accepts 1 to 40 letters, digits, «_» or «-» and refuses a tree holding one id twice.
 */
export function uniqueId(root: PageElement, type: ElementType): string {
  const used = new Set(allElements(root).map((element) => element.id));
  let n = 1;
  while (used.has(`${type}-${n}`)) n++;
  return `${type}-${n}`;
}

/** A new element of this type, with its default attributes and an id unused in the tree. */
export function createElement(root: PageElement, type: ElementType): PageElement {
  return { id: uniqueId(root, type), type, attributes: { ...DEFAULT_ATTRIBUTES[type] }, style: defaultStyle(type), children: [] } as PageElement;
}

/** The tree with `element` appended at the end of the root box. */
export function appendToRoot(root: PageElement, element: PageElement): PageElement {
  return { ...root, children: [...root.children, element] } as PageElement;
}

/** The tree with `change` applied to the element of this id (the others are the same objects). */
function mapElement(root: PageElement, id: string, change: (element: PageElement) => PageElement): PageElement {
  if (root.id === id) return change(root);
  let touched = false;
  const children = root.children.map((child) => {
    const next = mapElement(child, id, change);
    if (next !== child) touched = true;
    return next;
  });
  return touched ? ({ ...root, children } as PageElement) : root;
}

/** The tree with some of this element's attributes replaced; an unknown id changes nothing. */
export function updateAttributes<T extends ElementType>(root: PageElement, id: string, attributes: Partial<ElementAttributes[T]>): PageElement {
  return mapElement(root, id, (element) => ({ ...element, attributes: { ...element.attributes, ...attributes } }) as PageElement);
}

/**
 * The tree with some of this element's style replaced. An undefined value removes the
 * property (the element falls back to its look without it).
 */
export function updateStyle(root: PageElement, id: string, style: Partial<ElementStyle>): PageElement {
  return mapElement(root, id, (element) => {
    const next: ElementStyle = { ...element.style, ...style };
    for (const key of Object.keys(next) as (keyof ElementStyle)[]) if (next[key] === undefined) delete next[key];
    return { ...element, style: next } as PageElement;
  });
}

/** The tree without this element (and what it holds). The root box stays: a page always has one. */
export function removeElement(root: PageElement, id: string): PageElement {
  if (id === root.id || id === ROOT_ELEMENT_ID) return root;
  const kept = root.children.filter((child) => child.id !== id);
  const children = kept.map((child) => removeElement(child, id));
  const same = kept.length === root.children.length && children.every((child, i) => child === root.children[i]);
  return same ? root : ({ ...root, children } as PageElement);
}

/**
 * A spacing typed by staff as the tree stores it: a whole number of pixels from 0 to
 * SPACING_MAX, or undefined when the field is empty or not a number.
 */
export function spacingValue(typed: string): number | undefined {
  if (typed.trim() === "") return undefined;
  const value = Number(typed);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(SPACING_MAX, Math.max(0, Math.round(value)));
}

/** How the outline names an element: its type, then a few words of what it shows. */
export function elementSummary(element: PageElement): string {
  if (element.id === ROOT_ELEMENT_ID) return "Boîte racine";
  const words = (() => {
    switch (element.type) {
      case "button":
        return element.attributes.label;
      case "text":
        return element.attributes.text;
      case "header":
        return element.attributes.title;
      case "richText":
        return element.attributes.html.replace(/<[^>]*>/g, " ");
      default:
        return "";
    }
  })()
    .replace(/\s+/g, " ")
    .trim();
  const label = ELEMENT_LABELS[element.type];
  if (!words) return label;
  return `${label} — ${words.length > 40 ? `${words.slice(0, 40).trimEnd()}…` : words}`;
}
