import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { htmlToText } from "~common/format/rich-text";
import { RichText } from "./rich-text";

/** `html`: the answer is rich text from the back-office (sanitized on save), not plain text written in the code. */
export type FaqEntry = { question: string; answer: string; html?: boolean };

/** The answer's words, for search and structured data. */
export const answerText = (item: FaqEntry) => (item.html ? htmlToText(item.answer) : item.answer);

type FaqAccordionProps = {
  items: FaqEntry[];
  /**
   * "single": at most one answer open, all closed at first, choosing the open one closes it
   * (RPO and predictive pages). "all-open": every answer starts expanded and each toggles on
   * its own (FAQ page, spec 1 §4).
   */
  mode?: "single" | "all-open";
  /** Level of the heading wrapping each question, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Questions and answers following the WAI-ARIA accordion pattern. Closed answers stay in
 * the HTML behind the `hidden` attribute (not conditional rendering) so crawlers and the
 * FAQPage structured data read the same text as visitors.
 */
export function FaqAccordion({ items, mode = "single", headingLevel = 3 }: FaqAccordionProps) {
  const baseId = useId();
  // Keyed by question rather than index: the FAQ page filters its list, and a toggled item
  // must keep its state when the items before it disappear from the list.
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());

  const isOpen = (question: string) => (mode === "single" ? openQuestion === question : !collapsed.has(question));

  const toggle = (question: string) => {
    if (mode === "single") {
      setOpenQuestion((current) => (current === question ? null : question));
      return;
    }
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(question)) next.delete(question);
      else next.add(question);
      return next;
    });
  };

  const Heading = `h${headingLevel}` as const;
  // Landmark regions help with a few panels but clutter the landmark list with many
  // (WAI-ARIA APG advice): the long FAQ page gets plain panels.
  const asRegions = items.length <= 6;

  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const open = isOpen(item.question);
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <li key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.question)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50"
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-brand-700 transition-transform ${open ? "rotate-180" : ""}`} />
              </button>
            </Heading>
            <div
              id={panelId}
              role={asRegions ? "region" : undefined}
              aria-labelledby={asRegions ? buttonId : undefined}
              hidden={!open}
              className={`px-5 pb-5 text-slate-700 ${item.html ? "" : "whitespace-pre-line"}`}
            >
              {item.html ? <RichText html={item.answer} /> : item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
