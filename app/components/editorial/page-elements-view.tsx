import type { CSSProperties } from "react";
import type { ElementStyle, PageElement } from "~common/editorial";
import { ContactSection } from "~/components/contact/contact-section";
import { CountersBanner } from "~/components/home/counters-banner";
import { RichText } from "~/components/ui/rich-text";

/** The builder's style as CSS: only the four properties the tree may hold (checked on save). */
function cssOf(style: ElementStyle): CSSProperties {
  return { padding: style.padding, margin: style.margin, flexDirection: style.flexDirection, justifyContent: style.justifyContent };
}

type Props = {
  element: PageElement;
  /** The page builder's preview: the active element outlined. */
  activeId?: string;
};

/**
 * An ELEMENTS page drawn from its tree (spec 3 §3, Page builder element), on the server like
 * every page. The public page and the builder's preview use this one renderer, so staff see
 * what visitors will.
 */
export function PageElementsView({ element, activeId }: Props) {
  const active = element.id === activeId ? "outline-2 outline-offset-2 outline-dashed outline-brand-600" : "";
  const style = cssOf(element.style);
  switch (element.type) {
    case "box":
      return (
        <div
          data-element={element.type}
          style={style}
          className={`flex min-w-0 gap-4 ${element.style.flexDirection === "row" ? "flex-wrap" : "flex-col"} ${active}`}
        >
          {element.children.map((child) => (
            <PageElementsView key={child.id} element={child} activeId={activeId} />
          ))}
        </div>
      );
    case "button":
      return (
        <div style={style} className={active}>
          <a href={element.attributes.href} className="inline-block rounded-full bg-accent px-6 py-3 font-bold text-white hover:bg-accent-hover">
            {element.attributes.label}
          </a>
        </div>
      );
    case "text":
      return (
        <p style={style} className={`text-lg text-slate-700 ${active}`}>
          {element.attributes.text}
        </p>
      );
    case "richText":
      return (
        <div style={style} className={`min-w-0 flex-1 text-slate-700 ${active}`}>
          <RichText html={element.attributes.html} />
        </div>
      );
    case "header":
      return (
        <header style={style} className={`rounded-2xl bg-brand-900 px-6 py-10 text-white ${active}`}>
          <h2 className="text-3xl font-bold">{element.attributes.title}</h2>
          {element.attributes.description && <p className="mt-3 max-w-3xl text-lg text-brand-100">{element.attributes.description}</p>}
        </header>
      );
    case "contact":
      return (
        <div style={style} className={active}>
          <ContactSection />
        </div>
      );
    case "counters":
      return (
        <div style={style} className={active}>
          <CountersBanner />
        </div>
      );
  }
}
