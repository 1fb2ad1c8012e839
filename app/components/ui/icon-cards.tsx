import type { LucideIcon } from "lucide-react";

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** The service pages' grid of pictogram cards (situations, topics, reasons…). */
export function IconCards({ cards, columns = "lg:grid-cols-4", tone = "light" }: { cards: IconCard[]; columns?: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={dark ? "rounded-xl bg-white/10 p-6" : "rounded-xl border border-slate-200 bg-white p-6 shadow-sm"}>
          <Icon aria-hidden="true" className="size-8 text-accent" />
          <h3 className={`mt-4 text-lg font-bold ${dark ? "" : "text-brand-700"}`}>{title}</h3>
          <p className={`mt-3 ${dark ? "text-slate-200" : "text-slate-700"}`}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
